import type { Seat } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { game } from '../../src/index';
import { act, hand, passWindows, prompt, table } from '../rig';

const body = { p2: { role: 'spy', general: 'gan_ning' }, p3: { role: 'loyalist', general: 'zhou_yu' } } as const;
const askType = (s: Parameters<typeof prompt>[0]) => prompt(s)?.ask;

describe('Wei generals', () => {
  test('Cao Cao: Jianxiong takes the Kill; Hujia asks Wei allies, and only for the lord', () => {
    const sc = table({
      seats: [
        { role: 'rebel', general: 'lu_meng', hand: ['kill:S7', 'kill:S8'] }, { role: 'lord', general: 'cao_cao' },
        { role: 'loyalist', general: 'xu_chu', hand: ['dodge:D2'] }, { role: 'spy', general: 'zhou_yu' },
      ],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['kill:S7'], [1]));
    expect(askType(sc.state)).toMatchObject({ type: 'respond', options: ['hujia'] });
    sc.act(1, act.respondSkill('hujia'));
    expect(prompt(sc.state)).toMatchObject({ asked: [2], ask: { type: 'respond', want: 'dodge', onBehalf: 1 } });
    sc.act(2, act.respond(['dodge:D2']));
    expect(sc.state.players[1]?.hp).toBe(4);
    const loyal = table({
      seats: [{ role: 'rebel', general: 'lu_meng', hand: ['kill:S7'] }, { role: 'loyalist', general: 'cao_cao' }, { role: 'lord', general: 'xu_chu' }, body.p2],
      current: 0, at: 'play',
    });
    loyal.act(0, act.use(['kill:S7'], [1]));
    expect(askType(loyal.state)).toMatchObject({ type: 'respond', options: [] });
    loyal.act(1, act.pass).act(1, act.invoke());
    expect(hand(loyal.state, 1)).toEqual(['kill:S7']);
  });

  test('Sima Yi: Fankui takes a card of the source, and is not offered when the source has none', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'lu_meng', hand: ['kill:S7', 'peach:H3'] }, { role: 'rebel', general: 'sima_yi' }, body.p2, body.p3],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['kill:S7'], [1])).act(1, act.pass);
    expect(askType(sc.state)).toMatchObject({ type: 'confirm', skill: 'fankui' });
    sc.act(1, act.invoke()).act(1, act.pickHand(0));
    expect(hand(sc.state, 1)).toEqual(['peach:H3']);
    const empty = table({
      seats: [{ role: 'lord', general: 'lu_meng', hand: ['kill:S7'] }, { role: 'rebel', general: 'sima_yi' }, body.p2, body.p3],
      current: 0, at: 'play',
    });
    empty.act(0, act.use(['kill:S7'], [1])).act(1, act.pass);
    expect(askType(empty.state)?.type).toBe('play');
  });

  test('Xiahou Dun: Ganglie on a ♥ judgement does nothing; the source with fewer than 2 cards must take the damage', () => {
    const heart = table({
      seats: [{ role: 'lord', general: 'lu_meng', hand: ['kill:S7'] }, { role: 'rebel', general: 'xiahou_dun' }, body.p2, body.p3],
      drawPile: ['peach:H3'], current: 0, at: 'play',
    });
    heart.act(0, act.use(['kill:S7'], [1])).act(1, act.pass).act(1, act.invoke());
    expect(heart.state.players[0]?.hp).toBe(4);
    expect(askType(heart.state)?.type).toBe('play');
    const forced = table({
      seats: [{ role: 'lord', general: 'lu_meng', hand: ['kill:S7', 'dodge:D2'] }, { role: 'rebel', general: 'xiahou_dun' }, body.p2, body.p3],
      drawPile: ['kill:C10'], current: 0, at: 'play',
    });
    forced.act(0, act.use(['kill:S7'], [1])).act(1, act.pass).act(1, act.invoke());
    expect(askType(forced.state)).toMatchObject({ type: 'option', options: ['take_damage'] });
    forced.act(0, act.option('take_damage'));
    expect(forced.state.players[0]?.hp).toBe(3);
  });

  test('Zhang Liao: Tuxi takes one blind card from each of two players instead of drawing; no prompt when nobody has cards', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'lu_meng' }, { role: 'rebel', general: 'zhang_liao' }, { ...body.p2, hand: ['kill:S7'] }, { ...body.p3, hand: ['dodge:D2'] }],
      current: 1, at: 'turnStart',
    });
    expect(askType(sc.state)).toMatchObject({ type: 'confirm', skill: 'tuxi' });
    sc.reject(1, act.invoke([], [0]), 'notOffered');
    sc.act(1, act.invoke([], [2, 3])).act(1, act.pickHand(0)).act(1, act.pickHand(0));
    expect(hand(sc.state, 1)).toEqual(['kill:S7', 'dodge:D2']);
    const none = table({ seats: [{ role: 'lord', general: 'lu_meng' }, { role: 'rebel', general: 'zhang_liao' }, body.p2, body.p3], current: 1, at: 'turnStart' });
    expect(askType(none.state)?.type).toBe('play');
    expect(hand(none.state, 1)).toHaveLength(2);
  });

  test('Xu Chu: Luoyi draws one fewer and adds 1 to Kill damage, not to other damage', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'lu_meng' }, { role: 'rebel', general: 'xu_chu', hand: ['kill:S7', 'barbarians:S7'] }, body.p2, body.p3],
      current: 1, at: 'turnStart',
    });
    sc.act(1, act.invoke());
    expect(hand(sc.state, 1)).toHaveLength(3);
    sc.act(1, act.use(['kill:S7'], [2])).act(2, act.pass);
    expect(sc.state.players[2]?.hp).toBe(2);
    sc.act(1, act.use(['barbarians:S7']));
    passWindows(sc);
    sc.act(2, act.pass);
    expect(sc.state.players[2]?.hp).toBe(1);
  });

  test('Guo Jia: Tiandu takes his judgement card; Yiji asks once per point of damage', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng', hand: ['kill:S7'] }, { role: 'rebel', general: 'guo_jia', hp: 3, judge: ['indulgence:S6'] },
        body.p2, body.p3,
      ],
      drawPile: ['dodge:D2', 'dodge:D3', 'kill:C5', 'kill:C6', 'peach:H3'], current: 1, at: 'turnStart',
    });
    passWindows(sc);
    expect(askType(sc.state)).toMatchObject({ type: 'confirm', skill: 'tiandu' });
    sc.act(1, act.invoke());
    expect(hand(sc.state, 1)).toEqual(['dodge:D2', 'dodge:D3', 'kill:C5']);
    const yiji = table({
      seats: [{ role: 'lord', general: 'lu_meng', hand: ['kill:S7'] }, { role: 'rebel', general: 'guo_jia' }, body.p2, body.p3],
      drawPile: ['dodge:D2', 'dodge:D3'], current: 0, at: 'play',
    });
    yiji.act(0, act.use(['kill:S7'], [1])).act(1, act.pass).act(1, act.invoke());
    expect(yiji.view(1 as Seat).looking?.cards).toEqual(['dodge:D2', 'dodge:D3']);
    expect(yiji.view(0 as Seat).looking?.cards).toBeNull();
    yiji.act(1, { type: 'chooseSeat', seat: 2 as Seat }).act(1, { type: 'chooseSeat', seat: 1 as Seat });
    expect(hand(yiji.state, 2)).toEqual(['dodge:D2']);
    expect(hand(yiji.state, 1)).toEqual(['dodge:D3']);
    expect(askType(yiji.state)?.type).toBe('play');
  });

  test('Zhen Ji: Qingguo Dodges with a black card; Luoshen repeats on black and stops on red', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'lu_meng', hand: ['kill:S7'] }, { role: 'rebel', general: 'zhen_ji', hand: ['kill:C2', 'peach:H3'] }, body.p2, body.p3],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['kill:S7'], [1]));
    expect(game.legalActions(sc.state, 1 as Seat)).toContainEqual(act.respond(['kill:C2'], 'qingguo'));
    expect(game.legalActions(sc.state, 1 as Seat)).not.toContainEqual(act.respond(['peach:H3'], 'qingguo'));
    sc.act(1, act.respond(['kill:C2'], 'qingguo'));
    expect(sc.state.players[1]?.hp).toBe(3);
    const luoshen = table({
      seats: [{ role: 'lord', general: 'lu_meng' }, { role: 'rebel', general: 'zhen_ji' }, body.p2, body.p3],
      drawPile: ['kill:C3', 'dodge:D2', 'kill:C4', 'kill:C5'], current: 1, at: 'turnStart',
    });
    luoshen.act(1, act.invoke()).act(1, act.option('invoke'));
    expect(hand(luoshen.state, 1)).toEqual(['kill:C3', 'kill:C4', 'kill:C5']);
    expect(luoshen.state.discardPile).toEqual(['dodge:D2']);
  });
});
