import type { Seat } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { game } from '../../src/index';
import { act, hand, passWindows, prompt, table } from '../rig';

const askOf = (s: Parameters<typeof prompt>[0]) => prompt(s)?.ask;
const bodies = [{ role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'huang_gai' }] as const;

describe('Wind and Fire: Shu generals', () => {
  test('Huang Zhong: Liegong forbids the Dodge when the hand count is ≥ his HP, not in between', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'huang_zhong', hand: ['kill:S7', 'kill:S8'] },
        { role: 'rebel', general: 'lu_meng', hand: ['dodge:D2', 'dodge:D3', 'dodge:D4', 'dodge:D5'] }, ...bodies,
      ],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['kill:S7'], [1]));
    expect(askOf(sc.state)).toMatchObject({ type: 'confirm', skill: 'liegong' });
    sc.act(0, act.invoke());
    expect(sc.state.players[1]).toMatchObject({ hp: 3, hand: ['dodge:D2', 'dodge:D3', 'dodge:D4', 'dodge:D5'] });
    const between = table({
      seats: [
        { role: 'lord', general: 'huang_zhong', hand: ['kill:S7'] },
        { role: 'rebel', general: 'lu_meng', hand: ['dodge:D2', 'dodge:D3'] }, ...bodies,
      ],
      current: 0, at: 'play',
    });
    between.act(0, act.use(['kill:S7'], [1]));
    expect(askOf(between.state)).toMatchObject({ type: 'respond', want: 'dodge' });
  });

  test('Wei Yan: Kuanggu heals him by the damage dealt at distance ≤ 1, not farther', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'wei_yan', hp: 2, hand: ['kill:S7'], weapon: 'qinggang:S6' },
        { role: 'rebel', general: 'lu_meng' }, ...bodies,
      ],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['kill:S7'], [1])).act(1, act.pass);
    expect(sc.state.players[0]?.hp).toBe(3);
    const far = table({
      seats: [
        { role: 'lord', general: 'wei_yan', hp: 2, hand: ['kill:S7'], weapon: 'qinggang:S6' },
        { role: 'rebel', general: 'lu_meng' }, ...bodies,
      ],
      current: 0, at: 'play',
    });
    far.act(0, act.use(['kill:S7'], [2])).act(2, act.pass);
    expect(far.state.players[2]?.hp).toBe(3);
    expect(far.state.players[0]?.hp).toBe(2);
  });

  test('Pang Tong: Lianhuan chains two players with a ♣ card or recasts one; Niepan saves him once', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'pang_tong', hand: ['kill:C2', 'kill:C3', 'dodge:D2'] },
        { role: 'rebel', general: 'lu_meng' }, ...bodies,
      ],
      drawPile: ['dodge:D3'], current: 0, at: 'play',
    });
    sc.act(0, act.use(['kill:C2'], [1, 2], 'iron_chain', 'lianhuan'));
    passWindows(sc);
    expect(sc.state.players.map((p) => p.chained)).toEqual([false, true, true, false]);
    expect(game.legalActions(sc.state, 0 as Seat).some((a) => a.type === 'useCard' && a.cards.includes('dodge:D2' as never) && a.as === 'iron_chain')).toBe(false);
    sc.act(0, act.skill('lianhuan', ['kill:C3']));
    expect(hand(sc.state, 0)).toEqual(['dodge:D2', 'dodge:D3']);
    expect(sc.state.discardPile).toEqual(['kill:C2', 'kill:C3']);

    const dying = table({
      seats: [
        { role: 'lord', general: 'pang_tong', hp: 1, hand: ['dodge:D2'], armor: 'eight_trigrams:S2' },
        { role: 'rebel', general: 'lu_meng', hand: ['kill:S7', 'kill:S8', 'crossbow:CA'] }, ...bodies,
      ],
      drawPile: ['dodge:D3', 'dodge:D4', 'dodge:D5'], current: 1, at: 'play',
    });
    dying.act(1, act.use(['crossbow:CA'])).act(1, act.use(['kill:S7'], [0])).act(0, act.pass);
    expect(askOf(dying.state)).toMatchObject({ type: 'confirm', skill: 'niepan' });
    dying.act(0, act.invoke());
    expect(dying.state.players[0]).toMatchObject({
      hp: 3, dying: false, usedLimited: ['niepan'], hand: ['dodge:D3', 'dodge:D4', 'dodge:D5'],
      equip: { weapon: null, armor: null, plus: null, minus: null },
    });
    expect(dying.state.discardPile).toEqual(['dodge:D2', 'eight_trigrams:S2', 'kill:S7']);
    expect(askOf(dying.state)?.type).toBe('play');
    // Limited: the second dying gets no Niepan prompt.
    const again = table({
      seats: [
        { role: 'lord', general: 'pang_tong', hp: 1 }, { role: 'rebel', general: 'lu_meng', hand: ['kill:S7'] }, ...bodies,
      ],
      current: 1, at: 'play',
    });
    const used = { ...again.state, players: again.state.players.map((p, i) => (i === 0 ? { ...p, usedLimited: ['niepan'] } : p)) };
    expect(game.legalActions(used, 1 as Seat)).toContainEqual(act.use(['kill:S7'], [0]));
    const after = game.apply(used, 1 as Seat, act.use(['kill:S7'], [0])).state;
    const passed = game.apply(after, 0 as Seat, act.pass).state;
    expect(askOf(passed)).toMatchObject({ type: 'respond', want: 'peach' });
  });

  test('Wolong: Bazhen judges for a Dodge, Huoji makes a Fire Attack, Kanpo negates with a black card', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'wolong', hand: ['peach:H3', 'dodge:H2', 'kill:S7'] },
        { role: 'rebel', general: 'lu_meng', hand: ['kill:H10'] }, ...bodies,
      ],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['peach:H3'], [1], 'fire_attack', 'huoji'));
    passWindows(sc);
    expect(askOf(sc.state)).toMatchObject({ type: 'select', reason: 'fire_attack_show' });
    sc.act(1, act.select('kill:H10'));
    expect(game.legalActions(sc.state, 0 as Seat)).toEqual([act.select('dodge:H2'), { type: 'finish' }]);
    sc.act(0, act.select('dodge:H2'));
    expect(sc.state.players[1]).toMatchObject({ hp: 3, hand: ['kill:H10'] });
    expect(sc.state.discardPile).toEqual(['dodge:H2', 'peach:H3']);

    const defend = table({
      seats: [
        { role: 'lord', general: 'wolong', hand: ['kill:S8'] },
        { role: 'rebel', general: 'lu_meng', hand: ['kill:S7', 'dismantle:S3'] }, ...bodies,
      ],
      drawPile: ['dodge:D2'], current: 1, at: 'play',
    });
    defend.act(1, act.use(['kill:S7'], [0]));
    expect(askOf(defend.state)).toMatchObject({ type: 'respond', want: 'dodge', options: ['bazhen'] });
    defend.act(0, act.respondSkill('bazhen'));
    expect(defend.state.players[0]?.hp).toBe(3);
    defend.act(1, act.use(['dismantle:S3'], [0]));
    expect(game.legalActions(defend.state, 0 as Seat)).toContainEqual(act.respond(['kill:S8'], 'kanpo'));
    defend.act(0, act.respond(['kill:S8'], 'kanpo'));
    passWindows(defend);
    expect(defend.state.players[0]?.hand).toEqual([]);
    expect(defend.state.discardPile).toEqual(['dodge:D2', 'kill:S7', 'kill:S8', 'dismantle:S3']);
  });
});
