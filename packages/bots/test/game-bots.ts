import { jsonEqual, seededRng, type Action, type GameModule, type GameState } from '@tavern/engine';
import { permuteHiddenValues, playoutArbitrary, propertyRuns } from '@tavern/engine/test-kit';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { ismctsBot } from '../src/index';
import { randomState, reachState } from './helpers';

/** How hard to test the bot on one game (its playouts are long, its searches cost). */
export interface GameBotTestPlan {
  readonly playerCounts: readonly number[];
  /** Random actions before the state the bot decides in (fast-check picks up to this many). */
  readonly maxPathLength: number;
  readonly runs: number;
  readonly iterations: number;
}

/**
 * The issue-9 guarantees of the ISMCTS bot, on one real game: it only ever returns a legal action;
 * the same seed and view give the same decision; and information hidden from its seat does not
 * change its decision (the view of a state whose hidden values were permuted is the same view,
 * so the decision must be the same).
 */
export function describeGameBotTests<S extends GameState, A extends Action, V, O>(
  module: GameModule<S, A, V, O>,
  plan: GameBotTestPlan,
): void {
  const def = module.def;
  const bot = (seed: string) => ismctsBot(module, { iterations: plan.iterations, maxRolloutDepth: 12, seed });

  test(`${def.id}: the ISMCTS bot never returns an illegal action`, () => {
    const decide = bot('legal');
    fc.assert(
      fc.property(playoutArbitrary(plan.playerCounts, plan.maxPathLength), ({ numPlayers, seed, path }) => {
        const reached = reachState(def, numPlayers, seed, path);
        if (reached === null) return;
        const legal = def.legalActions(reached.state, reached.seat);
        const choice = decide({ seat: reached.seat, view: def.view(reached.state, reached.seat), legal, rng: seededRng(seed) });
        expect(legal).toContain(choice);
        // And the game agrees: applying it does not throw.
        def.apply(reached.state, reached.seat, choice);
      }),
      { numRuns: propertyRuns(plan.runs) },
    );
  });

  test(`${def.id}: the same seed and the same view give the same decision`, () => {
    for (let i = 0; i < 4; i++) {
      const players = plan.playerCounts[i % plan.playerCounts.length] as number;
      const { state, seat } = randomState(def, players, `repeat:${i}`, 4 + 5 * i);
      const input = () => ({ seat, view: def.view(state, seat), legal: def.legalActions(state, seat), rng: seededRng(`r${i}`) });
      expect(bot('same')(input())).toEqual(bot('same')(input()));
    }
  });

  test(`${def.id}: information hidden from the seat does not change the decision`, () => {
    let compared = 0;
    for (let i = 0; i < 8; i++) {
      const players = plan.playerCounts[i % plan.playerCounts.length] as number;
      const { state, seat } = randomState(def, players, `hidden:${i}`, 3 + 4 * i);
      const hidden = new Set(def.hiddenValues(state, seat));
      const other = permuteHiddenValues(state, hidden, seededRng(`permute:${i}`));
      expect(def.view(other, seat)).toEqual(def.view(state, seat));
      // The legal actions are the seat's own information (taken from the real state: permuting
      // hidden values can build states no game reaches, e.g. a tunnel where a goal lies).
      const legal = def.legalActions(state, seat);
      const choose = (world: S) => bot('hidden')({ seat, view: def.view(world, seat), legal, rng: seededRng(`h${i}`) });
      expect(choose(other)).toEqual(choose(state));
      if (!jsonEqual(other, state)) compared++;
    }
    // Most sampled states really had hidden cards that moved.
    expect(compared).toBeGreaterThan(4);
  });
}
