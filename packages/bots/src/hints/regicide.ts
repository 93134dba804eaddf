import type { GameState, Outcome, Seat } from '@tavern/engine';
import type { SearchHints } from '../ismcts/search-hints';

/** The parts of a Regicide state the evaluation reads (spec §2), checked at run time. */
interface RegicideLike {
  readonly maxHandSize: number;
  readonly hands: readonly (readonly string[])[];
  readonly enemy: { readonly card: string; readonly damage: number } | null;
  readonly tavern: readonly string[];
  readonly jesterPowers: number | null;
  readonly enemiesDefeated: number;
}

function isRegicideLike(state: unknown): state is RegicideLike {
  const s = state as Partial<RegicideLike>;
  return Array.isArray(s.hands) && typeof s.enemiesDefeated === 'number' && Array.isArray(s.tavern) && s.enemy !== undefined;
}

/** Card value by id (§1.2): "7H" → 7, "10S" → 10, "JD" → 10, "QC" → 15, "KS" → 20, "AH" → 1, Jester 0. */
function cardValue(id: string): number {
  switch (id[0]) {
    case 'A':
      return 1;
    case 'J':
      return 10;
    case 'Q':
      return 15;
    case 'K':
      return 20;
    case 'X':
      return 0;
    case '1':
      return 10;
    case undefined:
      return 0;
    default:
      return Number(id[0]);
  }
}

/** Enemy health by id (§1.3): Jacks 20, Queens 30, Kings 40. */
const enemyHealth = (id: string): number => (id[0] === 'J' ? 20 : id[0] === 'Q' ? 30 : 40);

/** Enemies defeated plus the fraction of the current one, over 12. */
function progress(state: RegicideLike): number {
  const current = state.enemy === null ? 0 : Math.min(0.95, state.enemy.damage / enemyHealth(state.enemy.card));
  return (state.enemiesDefeated + current) / 12;
}

/** Weight of progress in the reward of a lost game and of a capped rollout (a win is worth 1). */
const PROGRESS_WEIGHT = 0.6;

/**
 * A lost game still earns credit for how far it got, so that searches that cannot see a win
 * still push the castle down rather than drifting (a win is always worth more).
 */
function regicideReward(outcome: Outcome, state: GameState, seat: Seat): number {
  if (outcome.winners.includes(seat)) return 1;
  return isRegicideLike(state) ? PROGRESS_WEIGHT * progress(state) : 0;
}

/**
 * A capped rollout's state: its progress, plus a little for resources that decide the rest of
 * the game (cards in hand against the hand limit, total hand value, unused Jester powers).
 */
function regicideEvaluate(state: GameState, _seat: Seat): number {
  if (!isRegicideLike(state)) return 0.5;
  let cards = 0;
  let value = 0;
  for (const hand of state.hands) {
    cards += hand.length;
    for (const card of hand) value += cardValue(card);
  }
  const capacity = state.maxHandSize * state.hands.length;
  const resources = 0.5 * (cards / capacity) + 0.5 * Math.min(1, value / (capacity * 6));
  const jesters = state.jesterPowers === null ? 0 : state.jesterPowers / 2;
  return PROGRESS_WEIGHT * progress(state) + 0.08 * resources + 0.04 * jesters;
}

/**
 * Search hints for Regicide (game id "regicide"). Short heuristic rollouts (5 actions) then the
 * evaluation, and a small exploration constant because rewards sit in a narrow band, measured
 * best in solo arena runs (docs/bots.md).
 */
export const regicideHints: SearchHints<GameState, unknown> = {
  reward: regicideReward,
  evaluate: regicideEvaluate,
  maxRolloutDepth: 5,
  exploration: 0.3,
};
