import type { Seat } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { game } from '../../src/index';
import { act, hand, passWindows, prompt, table } from '../rig';

const askOf = (s: Parameters<typeof prompt>[0]) => prompt(s)?.ask;
const huangtian = (s: Parameters<typeof prompt>[0], seat: number) =>
  game.legalActions(s, seat as Seat).filter((a) => a.type === 'useSkill' && a.skill === 'huangtian');

describe('Wind and Fire: Xiaoqiao and Zhang Jiao', () => {
  test('Xiaoqiao: Hongyan makes a ♠ Lightning judgement a ♥ one; Tianxiang needs a ♥ (or ♠) hand card', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng' }, { role: 'rebel', general: 'xiaoqiao', judge: ['lightning:SA'], hand: ['dodge:D2'] },
        { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'huang_gai' },
      ],
      drawPile: ['kill:S8', 'dodge:D5', 'dodge:D6'], current: 1, at: 'turnStart',
    });
    passWindows(sc);
    expect(sc.state.players[1]?.hp).toBe(3);
    // Lightning moved on to the next player.
    expect(sc.state.players[2]?.judge.map((e) => e.card)).toEqual(['lightning:SA']);
    const noHeart = table({
      seats: [
        { role: 'lord', general: 'lu_meng', hand: ['kill:S7'] }, { role: 'rebel', general: 'xiaoqiao', hand: ['dodge:D2'] },
        { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'huang_gai' },
      ],
      current: 0, at: 'play',
    });
    noHeart.act(0, act.use(['kill:S7'], [1])).act(1, act.pass);
    // spec §6.3: Tianxiang is offered on her hand count even without a ♥; only the decline is legal.
    expect(askOf(noHeart.state)).toMatchObject({ type: 'confirm', skill: 'tianxiang' });
    expect(game.legalActions(noHeart.state, 1 as Seat)).toEqual([act.pass]);
    noHeart.act(1, act.pass);
    expect(noHeart.state.players[1]?.hp).toBe(2);
  });

  test('Xiaoqiao: Tianxiang passes on the Luoyi-raised amount; the transferred event gets no second bonus', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'xu_chu', hand: ['kill:S7'] }, { role: 'rebel', general: 'xiaoqiao', hand: ['peach:H3'] },
        { role: 'spy', general: 'huang_gai' }, { role: 'loyalist', general: 'lu_meng' },
      ],
      drawPile: ['dodge:D2', 'dodge:D3', 'dodge:D4', 'dodge:D5'], current: 0, at: 'turnStart',
    });
    expect(askOf(sc.state)).toMatchObject({ type: 'confirm', skill: 'luoyi' });
    sc.act(0, act.invoke()).act(0, act.use(['kill:S7'], [1])).act(1, act.pass).act(1, act.invoke(['peach:H3'], [2]));
    expect(sc.state.players[1]?.hp).toBe(3);
    expect(sc.state.players[2]).toMatchObject({ hp: 2, hand: ['dodge:D3', 'dodge:D4'] });
  });

  test('Zhang Jiao: Leiji after a Dodge strikes a chosen player with 2 thunder damage on ♠', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'zhang_jiao', hand: ['dodge:D2'] }, { role: 'rebel', general: 'lu_meng', hand: ['kill:S7'] },
        { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'huang_gai' },
      ],
      drawPile: ['kill:S8'], current: 1, at: 'play',
    });
    sc.act(1, act.use(['kill:S7'], [0])).act(0, act.respond(['dodge:D2']));
    expect(askOf(sc.state)).toMatchObject({ type: 'confirm', skill: 'leiji' });
    sc.act(0, act.invoke([], [1]));
    expect(sc.state.players[1]?.hp).toBe(2);
  });

  test('Zhang Jiao: Guidao swaps in a black card and takes the judgement card', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'zhang_jiao', hand: ['kill:S8'] }, { role: 'rebel', general: 'lu_meng', judge: ['indulgence:S6'] },
        { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'huang_gai' },
      ],
      drawPile: ['peach:H3', 'dodge:D5', 'dodge:D6'], current: 1, at: 'turnStart',
    });
    passWindows(sc);
    expect(askOf(sc.state)).toMatchObject({ type: 'confirm', skill: 'guidao' });
    sc.act(0, act.invoke(['kill:S8']));
    expect(hand(sc.state, 0)).toEqual(['peach:H3']);
    expect(sc.state.discardPile).toEqual(['kill:S8', 'indulgence:S6']);
    expect(sc.state.turn.skipped).toContain('play');
  });

  test('Zhang Jiao: Huangtian lets other Qun give him a Dodge once per play phase, only while he is lord', () => {
    const lord = table({
      seats: [
        { role: 'lord', general: 'zhang_jiao' }, { role: 'rebel', general: 'lu_bu', hand: ['dodge:D2', 'dodge:D3', 'kill:S7'] },
        { role: 'spy', general: 'gan_ning', hand: ['dodge:D4'] }, { role: 'loyalist', general: 'huang_gai' },
      ],
      current: 1, at: 'play',
    });
    expect(huangtian(lord.state, 1)).toHaveLength(2);
    lord.act(1, act.skill('huangtian', ['dodge:D2'], [0]));
    expect(hand(lord.state, 0)).toEqual(['dodge:D2']);
    expect(huangtian(lord.state, 1)).toEqual([]);
    const notQun = table({
      seats: [
        { role: 'lord', general: 'zhang_jiao' }, { role: 'rebel', general: 'lu_meng' },
        { role: 'spy', general: 'gan_ning', hand: ['dodge:D4'] }, { role: 'loyalist', general: 'huang_gai' },
      ],
      current: 2, at: 'play',
    });
    expect(huangtian(notQun.state, 2)).toEqual([]);
    const rebel = table({
      seats: [
        { role: 'lord', general: 'lu_meng' }, { role: 'rebel', general: 'zhang_jiao' },
        { role: 'spy', general: 'lu_bu', hand: ['dodge:D4'] }, { role: 'loyalist', general: 'huang_gai' },
      ],
      current: 2, at: 'play',
    });
    expect(huangtian(rebel.state, 2)).toEqual([]);
  });
});
