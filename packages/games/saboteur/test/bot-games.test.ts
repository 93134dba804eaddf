/**
 * Games played by the heuristic bot reach the gold most rounds, which uniformly random play almost
 * never does; so these games are where the gold hand-out (DISTRIBUTING) gets leak-checked and its
 * legal actions cross-checked against `apply`.
 */
import { jsonEqual, seededRng, stableStringify, type Seat, type Viewer } from '@tavern/engine';
import { findEventLeak, findViewLeak, sortedCards } from '@tavern/engine/test-kit';
import { expect, test } from 'vitest';
import { game, heuristicBot } from '../src/index';


test.each([3, 5, 7, 10])('heuristic games at %i players keep views, events and legal lists sound', (players) => {
  let distributingSteps = 0;
  for (let g = 0; g < 2; g++) {
    const rng = seededRng(`bot-games:${players}:${g}`);
    let state = game.setup(players, `bot-games:${players}:${g}`, game.defaultOptions);
    const cards = sortedCards(game, state);
    const viewers: Viewer[] = [...Array.from({ length: players }, (_, i) => i as Seat), 'spectator'];
    while (game.outcome(state) === null) {
      const seat = rng.pick(game.toAct(state));
      const legal = game.legalActions(state, seat);
      const action = heuristicBot({ seat, view: game.view(state, seat), legal, rng });
      expect(legal.map((a) => stableStringify(a))).toContain(stableStringify(action));
      if (state.phase === 'DISTRIBUTING') {
        distributingSteps++;
        for (const viewer of viewers) expect(findViewLeak(game, state, viewer, rng), String(viewer)).toBeNull();
        for (const other of viewers) if (other !== seat && other !== 'spectator') expect(game.legalActions(state, other)).toEqual([]);
      } else if (rng.int(10) === 0) {
        expect(findViewLeak(game, state, rng.pick(viewers), rng)).toBeNull();
      }
      const step = game.apply(state, seat, action);
      for (const viewer of viewers) expect(findEventLeak(game, step.state, step.events, viewer), String(viewer)).toBeNull();
      state = step.state;
      expect(jsonEqual(sortedCards(game, state), cards)).toBe(true);
    }
    const stats = game.outcome(state)?.stats ?? {};
    expect((stats['minerRoundsWon'] ?? 0) + (stats['saboteurRoundsWon'] ?? 0)).toBe(3);
  }
  expect(distributingSteps).toBeGreaterThan(0);
});
