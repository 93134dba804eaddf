import { seededRng, type Seat } from '@tavern/engine';
import { expect, test } from 'vitest';
import { game } from '../src/game';

test('determinizing one view object again gives what a fresh copy of it gives (per-view memo)', () => {
  const rng = seededRng('reuse');
  let state = game.setup(4, 'reuse', game.defaultOptions);
  for (let step = 0; step < 120 && game.outcome(state) === null; step++) {
    const seat = game.toAct(state)[0] as Seat;
    const view = game.view(state, seat);
    // Twice with the same view object (the memo), then with a structural copy (no memo).
    for (let round = 0; round < 2; round++) {
      const seed = `world:${step}:${round}`;
      const reused = game.determinize(view, seat, seededRng(seed));
      const fresh = game.determinize(structuredClone(view), seat, seededRng(seed));
      expect(reused).toEqual(fresh);
      expect(game.view(reused, seat)).toEqual(view);
    }
    state = game.apply(state, seat, rng.pick(game.legalActions(state, seat))).state;
  }
});
