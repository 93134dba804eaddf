import type { Seat } from '@tavern/engine';
import { expect, test } from 'vitest';
import { game } from '../src/index';
import { act, hand, passWindow, prompt, table } from './rig';

test('a Negate chain of depth 3 cancels the trick (odd count)', () => {
  const sc = table({
    seats: [
      { role: 'lord', general: 'lu_meng', hand: ['dismantle:S3', 'negate:DQ'] }, { role: 'rebel', general: 'huang_gai', hand: ['negate:CQ', 'kill:S7'] },
      { role: 'spy', general: 'gan_ning', hand: ['negate:SJ'] }, { role: 'loyalist', general: 'zhou_yu' },
    ],
    current: 0, at: 'play',
  });
  sc.act(0, act.use(['dismantle:S3'], [1]));
  sc.act(1, act.respond(['negate:CQ'])).act(0, act.pass).act(2, act.pass).act(3, act.pass);
  sc.act(0, act.respond(['negate:DQ'])).act(1, act.pass).act(2, act.pass).act(3, act.pass);
  expect(prompt(sc.state)?.ask).toMatchObject({ type: 'negate', count: 2 });
  sc.act(2, act.respond(['negate:SJ'])).act(0, act.pass).act(1, act.pass).act(3, act.pass);
  passWindow(sc);
  expect(hand(sc.state, 1)).toEqual(['kill:S7']);
  expect(sc.state.discardPile).toEqual(['negate:CQ', 'negate:DQ', 'negate:SJ', 'dismantle:S3']);
  expect(prompt(sc.state)?.ask.type).toBe('play');
});

test('a Peach round goes all the way around the table, the dying player included, before death', () => {
  const sc = table({
    seats: [
      { role: 'lord', general: 'lu_meng' }, { role: 'loyalist', general: 'zhou_yu' },
      { role: 'rebel', general: 'gan_ning', hand: ['kill:S7'] }, { role: 'spy', general: 'huang_gai', hp: 1 },
      { role: 'rebel', general: 'lu_xun' }, { role: 'loyalist', general: 'zhen_ji' },
    ],
    current: 2, at: 'play',
  });
  sc.act(2, act.use(['kill:S7'], [3])).act(3, act.pass);
  const asked: number[] = [];
  while (prompt(sc.state)?.ask.type === 'respond') {
    const seat = prompt(sc.state)?.asked[0] as number;
    asked.push(seat);
    sc.act(seat, act.pass);
  }
  expect(asked).toEqual([2, 3, 4, 5, 0, 1]);
  expect(sc.state.players[3]?.alive).toBe(false);
});

test('a Duel that ends in dying: the loser is rescued by a Peach', () => {
  const sc = table({
    seats: [
      { role: 'lord', general: 'lu_meng', hand: ['duel:SA', 'kill:S7'] }, { role: 'rebel', general: 'huang_gai', hp: 1, hand: ['kill:S8', 'peach:H3'] },
      { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'zhou_yu' },
    ],
    current: 0, at: 'play',
  });
  sc.act(0, act.use(['duel:SA'], [1]));
  passWindow(sc);
  sc.act(1, act.respond(['kill:S8'])).act(0, act.respond(['kill:S7'])).act(1, act.pass);
  expect(sc.state.players[1]).toMatchObject({ hp: 0, dying: true });
  sc.act(0, act.pass).act(1, act.respond(['peach:H3']));
  expect(sc.state.players[1]).toMatchObject({ hp: 1, dying: false, alive: true });
  expect(sc.state.discardPile).toEqual(['kill:S8', 'kill:S7', 'peach:H3', 'duel:SA']);
});

test('Lightning moves around the whole table and comes back to its first holder', () => {
  // Non-striking judgement cards (hearts) for four judgements, then plenty of draws.
  const sc = table({
    seats: [
      { role: 'lord', general: 'lu_meng', judge: ['lightning:SA'] }, { role: 'rebel', general: 'huang_gai' },
      { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'zhou_yu' },
    ],
    drawPile: [
      'peach:H3', 'dodge:D2', 'dodge:D3', 'peach:H4', 'dodge:D4', 'dodge:D5', 'peach:H6', 'dodge:D6', 'dodge:D7',
      'peach:H7', 'dodge:D8', 'dodge:D9', 'peach:H8',
    ],
    current: 0, at: 'turnStart',
  });
  const holders: number[] = [];
  const seen = new Set<number>();
  for (let guard = 0; guard < 400 && holders.length < 5; guard++) {
    const p = prompt(sc.state);
    if (p === null) break;
    if (p.ask.type === 'negate' && p.ask.count === 0 && p.ask.card === 'lightning' && !seen.has(p.id)) {
      seen.add(p.id);
      holders.push(p.ask.target);
    }
    const seat = game.toAct(sc.state)[0] as Seat;
    sc.act(seat, game.timeoutAction(sc.state, seat));
  }
  expect(holders).toEqual([0, 1, 2, 3, 0]);
});
