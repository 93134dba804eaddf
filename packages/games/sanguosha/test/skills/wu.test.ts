import type { Seat } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { game } from '../../src/index';
import { act, hand, passWindows, prompt, table } from '../rig';

const body = { p2: { role: 'spy', general: 'gan_ning' }, p3: { role: 'loyalist', general: 'huang_gai' } } as const;
const askOf = (s: Parameters<typeof prompt>[0]) => prompt(s)?.ask;

describe('Wu generals', () => {
  test('Sun Quan: Zhiheng once per play phase; Jiuyuan makes a Wu Peach heal 2', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'sun_quan', hand: ['kill:S7', 'kill:S8'], weapon: 'qinggang:S6' }, { role: 'rebel', general: 'lu_meng' }, body.p2, body.p3],
      drawPile: ['dodge:D2', 'dodge:D3', 'peach:H3'], current: 0, at: 'play',
    });
    sc.act(0, act.skill('zhiheng')).act(0, act.select('kill:S7')).act(0, act.select('qinggang:S6')).act(0, { type: 'finish' });
    expect(hand(sc.state, 0)).toEqual(['kill:S8', 'dodge:D2', 'dodge:D3']);
    expect(sc.state.discardPile).toEqual(['kill:S7', 'qinggang:S6']);
    sc.reject(0, act.skill('zhiheng'), 'skillLimit');
    const jy = table({
      seats: [
        { role: 'rebel', general: 'lu_meng', hand: ['kill:S7'] }, { role: 'lord', general: 'sun_quan', hp: 1 },
        { role: 'loyalist', general: 'gan_ning', hand: ['peach:H3'] }, { role: 'spy', general: 'hua_tuo', hand: ['peach:H4'] },
      ],
      current: 0, at: 'play',
    });
    jy.act(0, act.use(['kill:S7'], [1])).act(1, act.pass).act(0, act.pass).act(1, act.pass).act(2, act.respond(['peach:H3']));
    expect(jy.state.players[1]?.hp).toBe(2);
  });

  test('Gan Ning: Qixi turns a black card into a Dismantle, not a red one', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'gan_ning', hand: ['kill:C2', 'peach:H3'] }, { role: 'rebel', general: 'lu_meng', hand: ['dodge:D2'] }, body.p2, body.p3],
      current: 0, at: 'play',
    });
    expect(game.legalActions(sc.state, 0 as Seat)).not.toContainEqual(act.use(['peach:H3'], [1], 'dismantle', 'qixi'));
    sc.act(0, act.use(['kill:C2'], [1], 'dismantle', 'qixi'));
    passWindows(sc);
    sc.act(0, act.pickHand(0));
    expect(hand(sc.state, 1)).toEqual([]);
    expect(sc.state.discardPile).toEqual(['dodge:D2', 'kill:C2']);
  });

  test('Lü Meng: Keji is not offered after he played a Kill in his play phase', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'lu_meng', hp: 1, hand: ['kill:S7', 'dodge:D2', 'dodge:D3'] }, { role: 'rebel', general: 'zhou_yu' }, body.p2, body.p3],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['kill:S7'], [1])).act(1, act.pass).act(0, act.end);
    expect(askOf(sc.state)).toMatchObject({ type: 'select', min: 1 });
  });

  test('Huang Gai: Kurou loses 1 HP and draws 2, as often as he likes; at 1 HP it starts a rescue', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'huang_gai', hp: 2 }, { role: 'rebel', general: 'lu_meng' }, body.p2, { role: 'loyalist', general: 'zhou_yu' }],
      drawPile: ['dodge:D2', 'dodge:D3', 'peach:H3', 'peach:H4'], current: 0, at: 'play',
    });
    sc.act(0, act.skill('kurou'));
    expect(sc.state.players[0]).toMatchObject({ hp: 1, hand: ['dodge:D2', 'dodge:D3'] });
    sc.act(0, act.skill('kurou'));
    expect(askOf(sc.state)).toMatchObject({ type: 'respond', want: 'peach', target: 0 });
    sc.act(0, act.pass).act(1, act.pass).act(2, act.pass).act(3, act.pass);
    expect(game.outcome(sc.state)?.label).toBe('Rebels win');
  });

  test('Zhou Yu: Yingzi draws 3; Fanjian damages on a wrong suit and only once per play phase', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'lu_meng' }, { role: 'rebel', general: 'zhou_yu' }, body.p2, body.p3],
      drawPile: ['kill:S7', 'dodge:D2', 'peach:H3'], current: 1, at: 'turnStart',
    });
    sc.act(1, act.invoke());
    expect(hand(sc.state, 1)).toEqual(['kill:S7', 'dodge:D2', 'peach:H3']);
    sc.act(1, act.skill('fanjian', [], [2])).act(2, act.option('heart')).act(2, act.pickHand(0));
    const taken = hand(sc.state, 2)[0] as string;
    expect(sc.state.players[2]?.hp).toBe(taken === 'peach:H3' ? 4 : 3);
    sc.reject(1, act.skill('fanjian', [], [3]), 'skillLimit');
  });

  test('Da Qiao: Guose turns a ♦ card into an Indulgence; a ♣ card cannot', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'da_qiao', hand: ['dodge:D2', 'kill:C2'] }, { role: 'rebel', general: 'lu_meng' }, body.p2, body.p3],
      current: 0, at: 'play',
    });
    expect(game.legalActions(sc.state, 0 as Seat)).not.toContainEqual(act.use(['kill:C2'], [1], 'indulgence', 'guose'));
    sc.act(0, act.use(['dodge:D2'], [1], 'indulgence', 'guose'));
    expect(sc.state.players[1]?.judge).toEqual([{ card: 'dodge:D2', as: 'indulgence' }]);
  });

  test('Lu Xun: Qianxun refuses Steal and Indulgence; Lianying draws when his last card leaves', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'lu_meng', hand: ['steal:S3', 'indulgence:S6'] }, { role: 'rebel', general: 'lu_xun', hand: ['kill:S7'] }, body.p2, body.p3],
      current: 0, at: 'play',
    });
    sc.reject(0, act.use(['steal:S3'], [1]), 'illegalTarget');
    sc.reject(0, act.use(['indulgence:S6'], [1]), 'illegalTarget');
    const ly = table({
      seats: [{ role: 'lord', general: 'lu_xun', hand: ['ex_nihilo:H7'] }, { role: 'rebel', general: 'lu_meng' }, body.p2, body.p3],
      drawPile: ['kill:S7', 'dodge:D2', 'dodge:D3'], current: 0, at: 'play',
    });
    ly.act(0, act.use(['ex_nihilo:H7']));
    expect(askOf(ly.state)).toMatchObject({ type: 'confirm', skill: 'lianying' });
    ly.act(0, act.invoke());
    expect(hand(ly.state, 0)).toEqual(['kill:S7']);
    passWindows(ly);
    expect(hand(ly.state, 0)).toEqual(['kill:S7', 'dodge:D2', 'dodge:D3']);
  });

  test('Sun Shangxiang: Jieyin heals her and a wounded male once per play phase', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'sun_shangxiang', hp: 2, hand: ['kill:S7', 'kill:S8', 'kill:S9', 'kill:S10'] },
        { role: 'rebel', general: 'lu_meng', hp: 3 }, { role: 'spy', general: 'da_qiao', hp: 2 }, body.p3,
      ],
      current: 0, at: 'play',
    });
    expect(game.legalActions(sc.state, 0 as Seat).some((a) => a.type === 'useSkill' && a.targets.includes(2 as Seat))).toBe(false);
    sc.act(0, act.skill('jieyin', ['kill:S7', 'kill:S8'], [1]));
    expect(sc.state.players.map((p) => p.hp)).toEqual([3, 4, 2, 4]);
    sc.reject(0, act.skill('jieyin', ['kill:S9', 'kill:S10'], [1]), 'skillLimit');
  });
});
