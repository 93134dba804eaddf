import type { GameState, Outcome, Rng, Seat } from '@tavern/engine';

/**
 * A static evaluation of a (determinized) state for one seat, in [0, 1]: 1 = surely wins,
 * 0 = surely loses. Used where a rollout stops at its depth cap.
 */
export type Evaluator<S extends GameState> = (state: S, seat: Seat) => number;

/**
 * The reward of one seat in a finished (sampled) game, in [0, 1]. The default is 1 for a winner
 * and 0 otherwise; a game may shape it (e.g. partial credit for progress in a lost game).
 */
export type TerminalReward<S extends GameState> = (
  outcome: Outcome,
  state: S,
  seat: Seat,
) => number;

/**
 * Samples a full state consistent with what `seat` sees. The game's `determinize` is the default;
 * a belief model (e.g. over hidden roles) plugs in here to bias the sample.
 */
export type Determinizer<S extends GameState, V> = (view: V, seat: Seat, rng: Rng) => S;

/** How the search plays a world out beyond its tree. */
export type RolloutPolicy = 'random' | 'heuristic';

/**
 * How the search tells information sets apart. `view`: a node is the acting seat's view (exact
 * information sets, more branching after chance). `history`: a node is the sequence of actions
 * from the root (single-observer ISMCTS in the strict sense: cheaper, but fuses what chance dealt).
 * `hybrid`: the searching seat's own nodes by its view, other seats' nodes by history, so that
 * opponents' statistics are shared across sampled worlds instead of being split by hands the
 * searcher cannot see (otherwise opponents play near-random moves inside the tree).
 */
export type TreeKey = 'view' | 'history' | 'hybrid';

/** Settings of the information-set MCTS bot. */
export interface IsmctsOptions<S extends GameState, V> {
  /** Iterations per decision; the default budget when `timeMs` is absent. */
  readonly iterations?: number;
  /** Milliseconds per decision, measured with `now` (which is then required). */
  readonly timeMs?: number;
  /** A clock in milliseconds, injected by the caller (bots code may not read one itself). */
  readonly now?: () => number;
  /** Rollout policy beyond the tree; `heuristic` uses the game module's heuristic bot. */
  readonly rollout?: RolloutPolicy;
  /** Actions a rollout may take before the state is scored with `evaluate`. */
  readonly maxRolloutDepth?: number;
  /** Scores a state at the rollout depth cap; default: 0.5 for every seat (no opinion). */
  readonly evaluate?: Evaluator<S>;
  /** Rewards of finished games; default: 1 for a winner, 0 otherwise. */
  readonly reward?: TerminalReward<S>;
  /** Replaces the game's `determinize`, e.g. with a belief model over hidden roles. */
  readonly determinize?: Determinizer<S, V>;
  /** The UCT exploration constant (rewards are in [0, 1]). */
  readonly exploration?: number;
  readonly treeKey?: TreeKey;
  /**
   * Widen the root progressively, starting from the heuristic bot's choice: for games with many
   * actions per decision (Saboteur placements), where a small budget would try each once.
   */
  readonly rootPrior?: boolean;
  /**
   * At every node met for the first time below the root, expand the heuristic bot's choice first
   * (instead of a random action): opponents inside the tree then play like the heuristic players
   * they model until the search has evidence for something better.
   */
  readonly treePrior?: boolean;
  /** Mixed into the search generator's seed, so two bots with different seeds search differently. */
  readonly seed?: string;
}

/** Defaults chosen by benchmarking on the toy game and Regicide (see docs/bots.md). */
export const ISMCTS_DEFAULTS = {
  iterations: 1000,
  rollout: 'heuristic',
  maxRolloutDepth: 30,
  exploration: 0.7,
  treeKey: 'hybrid',
  seed: 'ismcts',
} as const;
