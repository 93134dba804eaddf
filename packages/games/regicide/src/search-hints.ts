import type { Outcome, SearchHints, Seat } from '@tavern/engine';
import { cardRank, cardValue, ENEMY_STATS } from './cards';
import type { RegicideState } from './state';
import type { RegicideView } from './view';

/** The castle holds 12 enemies (§1.3). */
const CASTLE_SIZE = 12;

/** Weight of progress in the reward of a lost game and of a capped rollout (a win is worth 1). */
const PROGRESS_WEIGHT = 0.6;

/** Enemies defeated plus the fraction of the current one (capped below a kill), over the castle. */
function progress(s: RegicideState): number {
  const health = s.enemy === null ? 1 : (ENEMY_STATS[cardRank(s.enemy.card)]?.health ?? 40);
  const current = s.enemy === null ? 0 : Math.min(0.95, s.enemy.damage / health);
  return (s.enemiesDefeated + current) / CASTLE_SIZE;
}

/**
 * A lost game still earns credit for how far it got, so that searches that cannot see a win
 * still push the castle down rather than drifting (a win is always worth more).
 */
function reward(outcome: Outcome, s: RegicideState, seat: Seat): number {
  return outcome.winners.includes(seat) ? 1 : PROGRESS_WEIGHT * progress(s);
}

/**
 * A capped rollout's state: its progress, plus a little for the resources that decide the rest
 * of the game (cards in hand against the hand limit, total hand value, unused Jester powers).
 */
function evaluate(s: RegicideState): number {
  let cards = 0;
  let value = 0;
  for (const hand of s.hands) {
    cards += hand.length;
    for (const card of hand) value += cardValue(card);
  }
  const capacity = s.maxHandSize * s.hands.length;
  const resources = 0.5 * (cards / capacity) + 0.5 * Math.min(1, value / (capacity * 6));
  const jesters = s.jesterPowers === null ? 0 : s.jesterPowers / 2;
  return PROGRESS_WEIGHT * progress(s) + 0.08 * resources + 0.04 * jesters;
}

/**
 * What a search needs to know about Regicide: short heuristic rollouts (5 actions), then the
 * evaluation; a small exploration constant because rewards sit in a narrow band (measured best
 * in solo arena runs, docs/bots.md).
 */
export const searchHints: SearchHints<RegicideState, RegicideView> = {
  reward,
  evaluate,
  maxRolloutDepth: 5,
  exploration: 0.3,
};
