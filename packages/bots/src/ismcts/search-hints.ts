import type {
  Action,
  GameModule,
  GameState,
  SearchHints as EngineSearchHints,
} from '@tavern/engine';
import type { TreeKey } from './options';

/**
 * The engine's `SearchHints` (a game module's own knowledge for searches: evaluation, belief,
 * rollout cap) plus the settings only this package's search understands.
 */
export interface SearchHints<S extends GameState, V> extends EngineSearchHints<S, V> {
  readonly treeKey?: TreeKey;
  /** See `IsmctsOptions.treePrior`. */
  readonly treePrior?: boolean;
}

/** A game module that also carries search hints. */
export type SearchableModule<S extends GameState, A extends Action, V, O> = GameModule<
  S,
  A,
  V,
  O
> & {
  readonly searchHints?: SearchHints<S, V>;
};

/** The search hints a module carries (none: the search plays out and scores wins and losses). */
export function searchHintsOf<S extends GameState, A extends Action, V, O>(
  module: GameModule<S, A, V, O>,
): SearchHints<S, V> {
  return (module as SearchableModule<S, A, V, O>).searchHints ?? {};
}

/** A copy of `module` carrying `hints` (merged over any it had), for games whose hints live elsewhere. */
export function withSearchHints<S extends GameState, A extends Action, V, O>(
  module: GameModule<S, A, V, O>,
  hints: SearchHints<S, V>,
): SearchableModule<S, A, V, O> {
  const own = (module as SearchableModule<S, A, V, O>).searchHints ?? {};
  return { ...module, searchHints: { ...own, ...hints } };
}
