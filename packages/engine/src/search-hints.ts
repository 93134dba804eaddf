import type { GameState, Outcome } from './game';
import type { Rng } from './rng';
import type { Seat } from './seat';

/**
 * What a game knows that helps a search play it well. Games own this knowledge (it reads their
 * state, which only they understand); bots consume it through `GameModule.searchHints`. Every
 * field is optional: a search without hints plays out to the end and scores wins and losses.
 * The functions are methods so that a module with its types erased (`AnyGameModule`) still accepts them.
 */
export interface SearchHints<S extends GameState, V> {
  /**
   * A static evaluation of a (sampled, full) state for one seat, in [0, 1]: 1 = surely wins,
   * 0 = surely loses. Used where a rollout stops at its depth cap.
   */
  evaluate?(this: void, state: S, seat: Seat): number;
  /** The reward of one seat in a finished game, in [0, 1]; default 1 for a winner, 0 otherwise. */
  reward?(this: void, outcome: Outcome, state: S, seat: Seat): number;
  /**
   * A likelihood over sampled worlds: how well `world` (drawn from `determinize(view, seat)`)
   * explains the public history `seat` has seen, e.g. roles that fit who attacked whom. 1 = as
   * expected, smaller = less likely, 0 = impossible. Searches resample worlds by it.
   */
  belief?(this: void, world: S, view: V, seat: Seat): number;
  /** A determinizer that replaces the game's own (e.g. sampling hidden roles from a belief). */
  determinize?(this: void, view: V, seat: Seat, rng: Rng): S;
  /** Actions a rollout may take before `evaluate` scores the state. */
  readonly maxRolloutDepth?: number;
  /** The UCT exploration constant that suits the game's rewards. */
  readonly exploration?: number;
  /** Search the heuristic bot's choice first and widen the root progressively (many actions per decision). */
  readonly rootPrior?: boolean;
}
