import type { GameState, Seat } from '@tavern/engine';
import type { SearchHints } from '../ismcts/search-hints';

/** The parts of a Gods' Gambit state the evaluation reads, checked at run time. */
interface GodsGambitLike {
  readonly options: { readonly mode: string };
  readonly hands: readonly (readonly string[])[];
  readonly skillAreas: readonly (readonly string[])[];
  readonly totals: readonly number[];
}

function isGodsGambitLike(state: unknown): state is GodsGambitLike {
  const s = state as Partial<GodsGambitLike>;
  return Array.isArray(s.hands) && Array.isArray(s.skillAreas) && Array.isArray(s.totals) && typeof s.options === 'object';
}

/** Printed numbers of the wild cards by code (spec §1); common cards carry theirs in the id. */
const WILD_NUMBERS: Readonly<Record<string, number>> = {
  MAG: 10, ELF: 10, ROY: 10, HER: 20, DRA: 20, GDS: 30, DEM: 10, WRA: 20, EVG: 30, TR: 0,
};

/** A card's printed number (its penalty) from its id: "R5#2" → 5, "GDS#1" → 30, "TR#3" → 0. */
function cardNumber(id: string): number {
  const code = id.slice(0, id.indexOf('#'));
  return WILD_NUMBERS[code] ?? Number(code.slice(1));
}

/** A seat's penalty if the round ended now (spec §4.2): 0 with an empty hand. */
function penaltyNow(state: GodsGambitLike, seat: number): number {
  const hand = state.hands[seat] ?? [];
  if (hand.length === 0) return 0;
  let sum = 0;
  for (const card of hand) sum += cardNumber(card);
  for (const card of state.skillAreas[seat] ?? []) sum += cardNumber(card);
  return sum;
}

/** How many penalty points make a clear difference in the win estimate. */
const TEMPERATURE = 12;

/**
 * The chance `seat` ends first, estimated as a softmax over each seat's total if the round ended
 * now (lowest total wins; highest remaining points in the subtraction variant).
 */
function godsGambitEvaluate(state: GameState, seat: Seat): number {
  if (!isGodsGambitLike(state)) return 0.5;
  const subtraction = state.options.mode === 'subtraction';
  // Higher is better: minus the projected total, or the projected remaining points.
  const goodness = state.totals.map((before, s) =>
    subtraction ? Math.max(0, before - penaltyNow(state, s)) : -(before + penaltyNow(state, s)),
  );
  const best = Math.max(...goodness);
  let total = 0;
  let own = 0;
  goodness.forEach((value, s) => {
    const weight = Math.exp((value - best) / TEMPERATURE);
    total += weight;
    if (s === seat) own = weight;
  });
  return total > 0 ? own / total : 0.5;
}

/** Search hints for Gods' Gambit (game id "gods-gambit"): capped heuristic rollouts, then the estimate. */
export const godsGambitHints: SearchHints<GameState, unknown> = {
  evaluate: godsGambitEvaluate,
  maxRolloutDepth: 12,
};
