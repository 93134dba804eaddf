import { seededRng, type Action, type Bot, type GameModule, type GameState } from '@tavern/engine';
import { beliefDeterminizer } from './belief';
import { searchHintsOf } from './search-hints';
import { ISMCTS_DEFAULTS, type IsmctsOptions } from './options';
import { runSearch, type SearchResult, type SearchSettings } from './search';

/**
 * An information-set MCTS player for any game module. Its input is a `BotInput` (seat, view, legal
 * actions, generator): it never receives a state, so it cannot read hidden information; it
 * searches over worlds sampled from the view. With an iteration budget, the same view and the
 * same generator state always give the same decision.
 */
export function ismctsBot<S extends GameState, A extends Action, V, O>(
  module: GameModule<S, A, V, O>,
  options: IsmctsOptions<S, V> = {},
): Bot<V, A> {
  const decide = ismctsSearcher(module, options);
  return (input) => decide(input).action;
}

/** Like `ismctsBot`, but returns the whole search result (iterations, root statistics). */
export function ismctsSearcher<S extends GameState, A extends Action, V, O>(
  module: GameModule<S, A, V, O>,
  options: IsmctsOptions<S, V> = {},
): (input: Parameters<Bot<V, A>>[0]) => SearchResult<A> {
  const { timeMs, now } = options;
  if (timeMs !== undefined && now === undefined) {
    throw new Error('ismctsBot: a time budget (timeMs) needs a clock (now)');
  }
  const hints = searchHintsOf(module);
  const seed = options.seed ?? ISMCTS_DEFAULTS.seed;
  const gameDeterminize = module.def.determinize.bind(module.def);
  const baseDeterminize =
    hints.belief === undefined
      ? gameDeterminize
      : beliefDeterminizer(gameDeterminize, hints.belief, 4);
  return (input) => {
    const rng = seededRng(`${seed}:${input.rng.next()}`);
    if (input.legal.length <= 1) {
      return {
        action: input.legal[0] ?? rng.pick(input.legal),
        iterations: 0,
        failedIterations: 0,
        root: { seat: input.seat, edges: new Map() },
      };
    }
    const clock = now ?? (() => 0);
    const settings: SearchSettings<S, V> = {
      maxIterations:
        options.iterations ?? (timeMs === undefined ? ISMCTS_DEFAULTS.iterations : Infinity),
      deadline: timeMs === undefined ? Infinity : clock() + timeMs,
      now: clock,
      rollout: options.rollout ?? ISMCTS_DEFAULTS.rollout,
      maxRolloutDepth:
        options.maxRolloutDepth ?? hints.maxRolloutDepth ?? ISMCTS_DEFAULTS.maxRolloutDepth,
      evaluate: options.evaluate ?? hints.evaluate ?? null,
      reward: options.reward ?? hints.reward ?? null,
      determinize: options.determinize ?? hints.determinize ?? baseDeterminize,
      exploration: options.exploration ?? hints.exploration ?? ISMCTS_DEFAULTS.exploration,
      treeKey: options.treeKey ?? hints.treeKey ?? ISMCTS_DEFAULTS.treeKey,
      rootPrior: options.rootPrior ?? hints.rootPrior ?? false,
      treePrior: options.treePrior ?? hints.treePrior ?? false,
    };
    return runSearch(
      module,
      { seat: input.seat, view: input.view, legal: input.legal },
      settings,
      rng,
    );
  };
}
