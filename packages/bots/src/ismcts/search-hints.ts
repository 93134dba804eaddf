import type { Action, GameModule, GameState } from '@tavern/engine';
import { builtinSearchHints } from '../hints/builtin';
import type { BeliefWeight } from './belief';
import type { Determinizer, Evaluator, TerminalReward, TreeKey } from './options';

/**
 * Game-specific help for the search that a game module may carry beside `def`, `heuristicBot`
 * and `text` (the engine's `GameModule` does not declare it yet, so it is read structurally):
 * an evaluation for capped rollouts, a belief-aware determinizer, tuned constants.
 * Explicit `ismctsBot` options win over these.
 */
export interface SearchHints<S extends GameState, V> {
  readonly evaluate?: Evaluator<S>;
  readonly reward?: TerminalReward<S>;
  readonly determinize?: Determinizer<S, V>;
  /** A likelihood over sampled worlds (e.g. hidden roles), used to resample the game's determinize. */
  readonly belief?: BeliefWeight<S, V>;
  readonly maxRolloutDepth?: number;
  readonly exploration?: number;
  readonly treeKey?: TreeKey;
  readonly rootPrior?: boolean;
}

/** A game module that also carries search hints. */
export type SearchableModule<S extends GameState, A extends Action, V, O> = GameModule<S, A, V, O> & {
  readonly searchHints?: SearchHints<S, V>;
};

/**
 * The search hints for a module: the bots package's built-in hints for that game id (see
 * src/hints), overridden by any the module carries itself.
 */
export function searchHintsOf<S extends GameState, A extends Action, V, O>(
  module: GameModule<S, A, V, O>,
): SearchHints<S, V> {
  const own = (module as SearchableModule<S, A, V, O>).searchHints ?? {};
  return { ...(builtinSearchHints(module.def.id) as unknown as SearchHints<S, V>), ...own };
}

/** A copy of `module` carrying `hints` (merged over any it had), for games whose hints live elsewhere. */
export function withSearchHints<S extends GameState, A extends Action, V, O>(
  module: GameModule<S, A, V, O>,
  hints: SearchHints<S, V>,
): SearchableModule<S, A, V, O> {
  const own = (module as SearchableModule<S, A, V, O>).searchHints ?? {};
  return { ...module, searchHints: { ...own, ...hints } };
}
