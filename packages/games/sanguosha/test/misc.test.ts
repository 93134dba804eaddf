import { seededRng, type Seat } from '@tavern/engine';
import { expect, test } from 'vitest';
import { game, heuristicBot, text } from '../src/index';
import { act, prompt, rig, table } from './rig';
import { englishWords as en } from './english-words';

test('an exhausted deck ends the game at once as a draw (spec §3.6)', () => {
  const base = rig({ seats: [{ role: 'lord', general: 'lu_meng' }, { role: 'rebel', general: 'huang_gai' }, { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'zhou_yu' }], current: 0, at: 'play' });
  const hoarded = { ...base, drawPile: [], discardPile: [], players: base.players.map((p, i) => (i === 1 ? { ...p, hand: base.drawPile } : p)) };
  let state = game.apply(hoarded, 0 as Seat, act.end).state;
  // Keji may be offered; defaults until P1's draw phase needs a card.
  for (let guard = 0; guard < 20 && game.outcome(state) === null; guard++) {
    const seat = game.toAct(state)[0] as Seat;
    state = game.apply(state, seat, game.timeoutAction(state, seat)).state;
  }
  expect(game.outcome(state)).toMatchObject({ label: 'Draw', winners: [] });
  expect(state.turn.seat).toBe(1);
  expect(game.toAct(state)).toEqual([]);
});

test('several triggers of one seat at one moment: the owner orders them (trigger_order)', () => {
  const s = table({
    seats: [
      { role: 'lord', general: 'lu_meng' }, { role: 'rebel', general: 'xu_chu', weapon: 'kylin_bow:H5', hand: ['kill:S7'] },
      { role: 'spy', general: 'gan_ning', plus: 'dilu:C5' }, { role: 'loyalist', general: 'zhou_yu' },
    ],
    current: 1, at: 'turnStart',
  });
  s.act(1, act.invoke());
  s.act(1, act.use(['kill:S7'], [2])).act(2, act.pass);
  expect(prompt(s.state)?.ask).toEqual({ type: 'order', skills: ['luoyi', 'kylin_bow'] });
  s.act(1, { type: 'chooseSkill', skill: 'kylin_bow' }).act(1, act.invoke());
  expect(s.state.players[2]).toMatchObject({ hp: 2, equip: { plus: null } });
});

test('the text presenter shows seats, distance, the hand and the prompt; actions read as menu lines', () => {
  const s = rig({
    seats: [{ role: 'lord', general: 'lu_meng', hand: ['kill:S7'], weapon: 'qinggang:S6' }, { role: 'rebel', general: 'huang_gai' }, { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'zhou_yu' }],
    current: 0, at: 'play',
  });
  const view = game.view(s, 0 as Seat);
  const screen = text.renderView(view, 0 as Seat, en());
  expect(screen).toContain('Player 2 · Huang Gai');
  expect(screen).toContain('Player 1 (you) · Lü Meng');
  expect(screen).toContain('Qinggang Sword ♠6');
  expect(screen).toContain('Your hand: Kill ♠7');
  expect(screen).toContain('distance 1');
  expect(screen).toContain('play phase');
  expect(text.describeAction(act.use(['kill:S7'], [1]), view, en())).toBe('Use Kill ♠7 on Player 2');
  expect(text.renderView(game.view(s, 1 as Seat), 1 as Seat, en())).not.toContain('Kill ♠7');
});

test('the heuristic bot only ever chooses legal actions and finishes games', () => {
  for (let g = 0; g < 3; g++) {
    const rng = seededRng(`bot:${g}`);
    let state = game.setup(5 + g, `bot:${g}`, game.defaultOptions);
    let steps = 0;
    while (game.outcome(state) === null && steps < 20000) {
      const seat = rng.pick(game.toAct(state));
      const legal = game.legalActions(state, seat);
      const action = heuristicBot({ seat, view: game.view(state, seat), legal, rng });
      expect(legal).toContainEqual(action);
      state = game.apply(state, seat, action).state;
      steps++;
    }
    expect(game.outcome(state)).not.toBeNull();
  }
});
