import { jsonEqual, seededRng } from '@tavern/engine';
import { expect, test } from 'vitest';
import { roleOf } from '../src/cards';
import { game } from '../src/index';
import { act, P, rig } from './rig';

test('determinize keeps what the seat knows and samples the rest', () => {
  // P0 is a saboteur and has mapped (8,2); P1 and P2 are gold-diggers; the aside card is a gold-digger.
  const start = rig({
    players: 3, roles: 'SGG', aside: 'G',
    hands: [['MAP#1', 'T-NS#1'], ['MAP#2', 'T-EW#1'], ['MAP#3', 'T-NE#1']],
    drawPile: ['ROCKFALL#1', 'D-N#1', 'T-NW#1'],
  });
  const state = game.apply(start, P(0), act.map('MAP#1', 8, 2)).state;
  const view = game.view(state, P(0));
  const rng = seededRng('determinize');
  const otherRoles = new Set<string>();
  const goldAt = new Set<string>();
  for (let i = 0; i < 200; i++) {
    const sampled = game.determinize(view, P(0), rng);
    expect(jsonEqual(game.view(sampled, P(0)), view)).toBe(true);
    expect(roleOf(sampled.roles[0]!)).toBe('SABOTEUR');
    expect(sampled.maze.find((c) => c.x === 8 && c.y === 2)?.card).toBe('GOAL-COAL-NW');
    otherRoles.add([sampled.roles[1], sampled.roles[2], sampled.asideRole].map((r) => roleOf(r!)).join());
    goldAt.add(String(sampled.maze.find((c) => c.card === 'GOAL-GOLD')?.y));
    expect(sampled.hands[1]).toHaveLength(2);
    expect(sampled.drawPile).toHaveLength(2);
  }
  // With the only saboteur card in P0's hand, everyone else must be a gold-digger.
  expect([...otherRoles]).toEqual(['GOLD_DIGGER,GOLD_DIGGER,GOLD_DIGGER']);
  // The gold is at one of the two goals P0 has not seen, and both occur.
  expect([...goldAt].sort()).toEqual(['-2', '0']);
});

test('determinize spreads the unknown roles over the other seats and the aside card', () => {
  const state = game.setup(5, 'roles', { firstSeat: 0 });
  const seat = P(state.roles.findIndex((r) => roleOf(r) === 'GOLD_DIGGER'));
  const view = game.view(state, seat);
  const rng = seededRng('roles');
  const saboteurSeats = new Set<string>();
  for (let i = 0; i < 300; i++) {
    const sampled = game.determinize(view, seat, rng);
    sampled.roles.forEach((r, p) => {
      if (roleOf(r) === 'SABOTEUR') saboteurSeats.add(String(p));
    });
    if (roleOf(sampled.asideRole) === 'SABOTEUR') saboteurSeats.add('aside');
    expect(roleOf(sampled.roles[seat]!)).toBe('GOLD_DIGGER');
  }
  expect(saboteurSeats.size).toBe(5);
  expect(saboteurSeats.has(String(seat))).toBe(false);
});
