import type { Seat } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { handLimit } from '../src/rules/limits';
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

  test('S29: Buqu: survival below zero', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'zhang_fei', hand: ['kill:S7', 'kill:S8'] },
        { role: 'rebel', general: 'zhou_tai', hp: 1 },
        { role: 'spy', general: 'huang_gai', hand: ['peach:H7'] },
        { role: 'loyalist', general: 'gan_ning' },
      ],
      drawPile: ['dodge:D7', 'kill:D7', 'duel:SA'], current: 0, at: 'play',
    });
    sc.act(0, act.use(['kill:S7'], [1])).act(1, act.pass).act(1, act.invoke());
    expect(sc.state.players[1]).toMatchObject({ hp: 0, buqu: ['dodge:D7'], dying: false });
    expect(prompt(sc.state)?.ask.type).toBe('play');
    sc.act(0, act.use(['kill:S8'], [1])).act(1, act.pass).act(1, act.invoke());
    expect(sc.state.players[1]).toMatchObject({ hp: -1, buqu: ['dodge:D7', 'kill:D7'], dying: true });
    sc.act(0, act.pass).act(1, act.pass).act(2, act.respond(['peach:H7']));
    expect(prompt(sc.state)?.ask).toMatchObject({ type: 'pickCard', areas: ['buqu'] });
    sc.act(1, act.pickCard('kill:D7')).act(2, act.pass).act(3, act.pass);
    expect(sc.state.players[1]).toMatchObject({ alive: true, hp: 0, dying: false, buqu: ['dodge:D7'] });
    expect(sc.state.discardPile).toEqual(['kill:S7', 'kill:D7', 'peach:H7', 'kill:S8']);
    expect(sc.state.drawPile[0]).toBe('duel:SA');
    expect(handLimit(sc.state, 1 as Seat)).toBe(0);
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
