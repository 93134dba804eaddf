// Random playouts rarely get past the first Jacks, so the conformance checks also run along games
// played by the heuristic bot (with some random moves for variety), which reach Queens, Kings,
// Jesters, solo powers and victories.
import { seededRng } from '@tavern/engine';
import { checkPlayout, type PlayoutPath } from '@tavern/engine/test-kit';
import { expect, test } from 'vitest';
import { heuristicBot } from '../src/bot';
import { game } from '../src/game';

/** The "k-th legal action" path of a game played by the heuristic bot with `noise` random moves. */
function botPath(numPlayers: number, seed: string, noise: number): { path: PlayoutPath; enemies: number } {
  const rng = seededRng(`deep:${seed}`);
  let state = game.setup(numPlayers, seed, game.defaultOptions);
  const path: number[] = [];
  while (game.outcome(state) === null) {
    const seat = game.toAct(state)[0]!;
    const legal = game.legalActions(state, seat);
    const chosen = rng.float() < noise ? rng.pick(legal) : heuristicBot({ seat, view: game.view(state, seat), legal, rng });
    path.push(legal.indexOf(chosen));
    state = game.apply(state, seat, chosen).state;
  }
  return { path: { numPlayers, seed, path }, enemies: state.enemiesDefeated };
}

test('conformance invariants hold along long bot-played games at 1-4 players', () => {
  let enemies = 0;
  let steps = 0;
  for (const numPlayers of [1, 2, 3, 4]) {
    for (let g = 0; g < 12; g++) {
      const { path, enemies: defeated } = botPath(numPlayers, `deep-${numPlayers}-${g}`, g % 3 === 0 ? 0.15 : 0);
      expect(path.path.every((index) => index >= 0)).toBe(true);
      checkPlayout(game, path);
      enemies += defeated;
      steps += path.path.length;
    }
  }
  // These games go deep: on average well past the Jacks.
  expect(enemies / 48).toBeGreaterThan(4);
  expect(steps).toBeGreaterThan(1000);
});
