import { describe, expect, test } from 'vitest';
import { act, hand, passWindows, prompt, table } from './rig';

describe('Wind and Fire acceptance scenarios (spec §9)', () => {
  test('S28: Tianxiang (with Hongyan) transfers damage', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng', hand: ['kill:S7'] },
        { role: 'rebel', general: 'xiaoqiao', hand: ['kill:S9'] },
        { role: 'spy', general: 'huang_gai', hp: 2 },
        { role: 'loyalist', general: 'zhou_yu' },
      ],
      drawPile: ['dodge:D2', 'dodge:D3', 'peach:H3', 'kill:C4'], current: 0, at: 'play',
    });
    sc.act(0, act.use(['kill:S7'], [1])).act(1, act.pass);
    expect(prompt(sc.state)?.ask).toMatchObject({ type: 'confirm', skill: 'tianxiang' });
    sc.act(1, act.invoke(['kill:S9'], [2]));
    expect(sc.state.players[1]).toMatchObject({ hp: 3, hand: [] });
    expect(sc.state.players[2]).toMatchObject({ hp: 1, hand: ['dodge:D2', 'dodge:D3', 'peach:H3'] });
    expect(sc.state.discardPile).toEqual(['kill:S9', 'kill:S7']);
    expect(sc.state.drawPile[0]).toBe('kill:C4');
  });

  test('S30: Chained players: Lightning damage is conducted', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'zhou_yu' },
        { role: 'rebel', general: 'huang_gai', chained: true, judge: ['lightning:SA'] },
        { role: 'spy', general: 'gan_ning' },
        { role: 'loyalist', general: 'lu_meng', chained: true },
      ],
      drawPile: ['kill:S8', 'dodge:D5', 'dodge:D6'], current: 1, at: 'turnStart',
    });
    passWindows(sc);
    expect(sc.state.players[1]).toMatchObject({ hp: 1, chained: false, hand: ['dodge:D5', 'dodge:D6'] });
    expect(sc.state.players[3]).toMatchObject({ hp: 1, chained: false });
    expect(sc.state.players[0]).toMatchObject({ hp: 3, chained: false });
    expect(sc.state.players[2]).toMatchObject({ hp: 4, chained: false });
    expect(sc.state.discardPile).toEqual(['kill:S8', 'lightning:SA']);
    expect(prompt(sc.state)?.ask.type).toBe('play');
    expect(hand(sc.state, 3)).toEqual([]);
  });
});
