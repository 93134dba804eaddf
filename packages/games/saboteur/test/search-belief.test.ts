/** The search's role belief: public plays shift the sampled roles, and sampled worlds stay consistent. */
import { asCardId, asSeat, seededRng } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { PLAYING_DECK, roleOf } from '../src/cards';
import { game } from '../src/game';
import { determinizeWithBelief, roleLikelihood, saboteurOdds } from '../src/search/belief';
import { NO_PLAYS, type SaboteurState } from '../src/state';
import { P, rig } from './rig';

function midRound(): SaboteurState {
  const hands = Array.from({ length: 5 }, (_, p) => PLAYING_DECK.slice(p * 5, p * 5 + 5));
  const state = rig({ players: 5, roles: 'GSGGG', aside: 'S', hands, drawPile: PLAYING_DECK.slice(25, 50) });
  // Seat 3 played two dead ends and broke a tool; seat 2 built three tunnels and looked at a goal.
  const plays = state.plays.map((record, p) =>
    p === 3 ? { ...NO_PLAYS, deadEnds: 2, toolsBroken: 1 } : p === 2 ? { ...NO_PLAYS, paths: 3 } : record,
  );
  const peeks = state.peeks.map((peeked, p) => (p === 2 ? [{ x: 8, y: 0, card: asCardId('GOAL-GOLD') }] : peeked));
  return { ...state, plays, peeks };
}

describe('role belief', () => {
  test('dead ends and broken tools make a saboteur likelier; a map makes one less likely', () => {
    expect(saboteurOdds({ ...NO_PLAYS, deadEnds: 1 }, 0)).toBeGreaterThan(5);
    expect(saboteurOdds({ ...NO_PLAYS, toolsBroken: 1 }, 0)).toBeGreaterThan(1);
    expect(saboteurOdds(NO_PLAYS, 1)).toBeLessThan(1);
    expect(saboteurOdds(NO_PLAYS, 0)).toBe(1);
  });

  test('worlds that make the dead-end player a saboteur weigh more', () => {
    const state = midRound();
    const view = game.view(state, P(0));
    const swapped = state.roles.map((role, p) => (p === 3 ? state.roles[1] : p === 1 ? state.roles[3] : role) ?? role);
    const guilty: SaboteurState = { ...state, roles: swapped };
    expect(roleLikelihood(guilty, view, P(0))).toBeGreaterThan(roleLikelihood(state, view, P(0)));
  });

  test('sampled worlds agree with the view and favour the suspect', () => {
    const state = midRound();
    const seat = asSeat(0);
    const view = game.view(state, seat);
    const rng = seededRng('belief');
    const saboteurCount = [0, 0, 0, 0, 0];
    const samples = 400;
    for (let i = 0; i < samples; i++) {
      const world = determinizeWithBelief(view, seat, rng);
      expect(game.view(world, seat)).toEqual(view);
      world.roles.forEach((role, p) => {
        if (roleOf(role) === 'SABOTEUR') saboteurCount[p] = (saboteurCount[p] ?? 0) + 1;
      });
    }
    // Uniform sampling gives each other seat a saboteur 2 times in 5.
    expect((saboteurCount[3] ?? 0) / samples).toBeGreaterThan(0.9);
    expect((saboteurCount[2] ?? 0) / samples).toBeLessThan(0.4);
    expect(saboteurCount[0]).toBe(0);
  });
});
