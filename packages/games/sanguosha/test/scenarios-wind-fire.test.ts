import { describe, expect, test } from 'vitest';
import { hand, passWindows, prompt, table } from './rig';

describe('Wind and Fire acceptance scenarios (spec §9)', () => {
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
