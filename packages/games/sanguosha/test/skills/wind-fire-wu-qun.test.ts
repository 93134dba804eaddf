import type { Seat } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { game } from '../../src/index';
import { handLimit } from '../../src/rules/limits';
import { distance } from '../../src/rules/distance';
import { act, hand, passWindows, prompt, table } from '../rig';

const askOf = (s: Parameters<typeof prompt>[0]) => prompt(s)?.ask;
const kills = (s: Parameters<typeof prompt>[0]) =>
  game.legalActions(s, 0 as Seat).filter((a) => a.type === 'useCard' && a.as === 'kill');

describe('Wind and Fire: Wu and Qun generals', () => {
  test('Taishi Ci: Tianyi won gives a second Kill, any distance, one more target; lost forbids Kills; once per phase', () => {
    const won = table({
      seats: [
        { role: 'lord', general: 'taishi_ci', hand: ['kill:DK', 'kill:S7', 'kill:S8'] }, { role: 'rebel', general: 'lu_meng', hand: ['dodge:D2'] },
        { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'huang_gai' },
      ],
      current: 0, at: 'play',
    });
    won.act(0, act.skill('tianyi', [], [1])).act(0, act.select('kill:DK')).act(1, act.select('dodge:D2'));
    expect(game.legalActions(won.state, 0 as Seat)).toContainEqual(act.use(['kill:S7'], [2, 3]));
    won.reject(0, act.skill('tianyi', [], [1]), 'skillLimit');
    won.act(0, act.use(['kill:S7'], [2])).act(2, act.pass);
    won.act(0, act.use(['kill:S8'], [3])).act(3, act.pass);
    expect([won.state.players[2]?.hp, won.state.players[3]?.hp]).toEqual([3, 3]);
    const lost = table({
      seats: [
        { role: 'lord', general: 'taishi_ci', hand: ['kill:S7', 'kill:S8'] }, { role: 'rebel', general: 'lu_meng', hand: ['dodge:DJ'] },
        { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'huang_gai' },
      ],
      current: 0, at: 'play',
    });
    expect(kills(lost.state).length).toBeGreaterThan(0);
    lost.act(0, act.skill('tianyi', [], [1])).act(0, act.select('kill:S7')).act(1, act.select('dodge:DJ'));
    expect(kills(lost.state)).toEqual([]);
  });

  test('Yuan Shao: Luanji turns two same-suit hand cards into Arrow Barrage; Xueyi only for the lord', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'yuan_shao', hand: ['kill:S7', 'kill:S8', 'dodge:D2'] }, { role: 'rebel', general: 'lu_bu' },
        { role: 'spy', general: 'diao_chan' }, { role: 'loyalist', general: 'huang_gai' },
      ],
      current: 0, at: 'play',
    });
    expect(game.legalActions(sc.state, 0 as Seat)).not.toContainEqual(act.use(['kill:S7', 'dodge:D2'], [], 'arrows', 'luanji'));
    expect(handLimit(sc.state, 0 as Seat)).toBe(4 + 4);
    expect(handLimit(sc.state, 1 as Seat)).toBe(4);
    sc.act(0, act.use(['kill:S7', 'kill:S8'], [], 'arrows', 'luanji'));
    passWindows(sc);
    sc.act(1, act.pass);
    passWindows(sc);
    sc.act(2, act.pass);
    passWindows(sc);
    sc.act(3, act.pass);
    expect(sc.state.players.map((p) => p.hp)).toEqual([4, 3, 2, 3]);
    const rebel = table({
      seats: [
        { role: 'lord', general: 'lu_meng' }, { role: 'rebel', general: 'yuan_shao' },
        { role: 'spy', general: 'diao_chan' }, { role: 'loyalist', general: 'huang_gai' },
      ],
      current: 0, at: 'play',
    });
    expect(handLimit(rebel.state, 1 as Seat)).toBe(4);
  });

  test('Yan Liang & Wen Chou: Shuangxiong judges instead of drawing and Duels with the other colour this turn', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'yan_liang_wen_chou', hand: ['peach:H3', 'kill:S8'] }, { role: 'rebel', general: 'lu_meng' },
        { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'huang_gai' },
      ],
      drawPile: ['kill:S7', 'dodge:D2', 'dodge:D3'], current: 0, at: 'turnStart',
    });
    expect(askOf(sc.state)).toMatchObject({ type: 'confirm', skill: 'shuangxiong' });
    sc.act(0, act.invoke());
    expect(hand(sc.state, 0)).toEqual(['peach:H3', 'kill:S8', 'kill:S7']);
    const duels = game.legalActions(sc.state, 0 as Seat).filter((a) => a.type === 'useCard' && a.as === 'duel');
    expect(duels.map((a) => a.type === 'useCard' && a.cards)).toEqual([['peach:H3'], ['peach:H3'], ['peach:H3']]);
    sc.act(0, act.use(['peach:H3'], [1], 'duel', 'shuangxiong'));
    passWindows(sc);
    sc.act(1, act.pass);
    expect(sc.state.players[1]?.hp).toBe(3);
  });

  test('Pang De: Mashu shortens his distances; Mengjin discards a card of the target who dodged', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'pang_de', hand: ['kill:S7'] }, { role: 'rebel', general: 'lu_meng', hand: ['dodge:D2', 'peach:H3'] },
        { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'huang_gai' },
      ],
      current: 0, at: 'play',
    });
    expect(distance(sc.state, 0 as Seat, 2 as Seat)).toBe(1);
    sc.act(0, act.use(['kill:S7'], [1])).act(1, act.respond(['dodge:D2']));
    expect(askOf(sc.state)).toMatchObject({ type: 'confirm', skill: 'mengjin' });
    sc.act(0, act.invoke()).act(0, act.pickHand(0));
    expect(hand(sc.state, 1)).toEqual([]);
    expect(sc.state.discardPile).toEqual(['dodge:D2', 'peach:H3', 'kill:S7']);
  });
});
