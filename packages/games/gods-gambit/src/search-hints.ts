import type { SearchHints, Seat } from '@tavern/engine';
import { penaltyOf } from './rules/round-end';
import type { State } from './state';
import type { View } from './view';

/** How many penalty points make a clear difference in the win estimate. */
const TEMPERATURE = 12;

/**
 * The chance `seat` ends first, estimated as a softmax over each seat's total if the round ended
 * now (lowest total wins; highest remaining points in the subtraction variant). The same numbers
 * as the estimate the bots package carried for this game before games owned their hints.
 */
export function evaluate(state: State, seat: Seat): number {
  const subtraction = state.options.mode === 'subtraction';
  const n = state.numPlayers;
  // Higher is better: minus the projected total, or the projected remaining points.
  const goodness: number[] = [];
  let best = -Infinity;
  for (let other = 0; other < n; other++) {
    const before = state.totals[other] ?? 0;
    const penalty = penaltyOf(state.hands[other] ?? [], state.skillAreas[other] ?? []);
    const value = subtraction ? Math.max(0, before - penalty) : -(before + penalty);
    goodness.push(value);
    if (value > best) best = value;
  }
  let total = 0;
  let own = 0;
  for (let other = 0; other < n; other++) {
    const weight = Math.exp(((goodness[other] as number) - best) / TEMPERATURE);
    total += weight;
    if (other === seat) own = weight;
  }
  return total > 0 ? own / total : 0.5;
}

/** What a search should know about Gods' Gambit: capped rollouts, then the estimate above. */
export const searchHints: SearchHints<State, View> = {
  evaluate,
  maxRolloutDepth: 12,
};
