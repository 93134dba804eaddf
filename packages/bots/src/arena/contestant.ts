import type { Action, Bot, GameModule, GameState } from '@tavern/engine';
import { ismctsBot } from '../ismcts/ismcts-bot';
import type { IsmctsOptions, RolloutPolicy, TreeKey } from '../ismcts/options';
import { randomBot } from '../random-bot';

/**
 * A bot line-up entry, parsed from text such as `random`, `heuristic`, `ismcts:100ms`,
 * `ismcts:2000` (iterations), `ismcts:250ms:random:d20:c0.4:history` (rollout policy, depth cap, exploration, tree key).
 */
export type ContestantSpec =
  | { readonly kind: 'random' }
  | { readonly kind: 'heuristic' }
  | {
      readonly kind: 'ismcts';
      readonly timeMs?: number;
      readonly iterations?: number;
      readonly rollout?: RolloutPolicy;
      readonly maxRolloutDepth?: number;
      readonly treeKey?: TreeKey;
      readonly exploration?: number;
      readonly rootPrior?: boolean;
      readonly treePrior?: boolean;
    };

/** Parses one line-up entry; throws an Error naming the bad part. */
export function parseContestant(text: string): ContestantSpec {
  const [name, ...params] = text.trim().split(':');
  if (name === 'random' || name === 'heuristic') {
    if (params.length > 0) throw new Error(`"${text}": ${name} takes no parameters`);
    return { kind: name };
  }
  if (name !== 'ismcts') throw new Error(`"${text}": unknown bot (use random, heuristic or ismcts[:100ms|:1000])`);
  let spec: Extract<ContestantSpec, { kind: 'ismcts' }> = { kind: 'ismcts' };
  for (const param of params) {
    const ms = /^(\d+(?:\.\d+)?)ms$/.exec(param);
    const depth = /^d(\d+)$/.exec(param);
    const exploration = /^c(\d+(?:\.\d+)?)$/.exec(param);
    if (ms) spec = { ...spec, timeMs: Number(ms[1]) };
    else if (/^\d+$/.test(param)) spec = { ...spec, iterations: Number(param) };
    else if (depth) spec = { ...spec, maxRolloutDepth: Number(depth[1]) };
    else if (exploration) spec = { ...spec, exploration: Number(exploration[1]) };
    else if (param === 'random' || param === 'heuristic') spec = { ...spec, rollout: param };
    else if (param === 'prior' || param === 'noprior') spec = { ...spec, rootPrior: param === 'prior' };
    else if (param === 'tprior' || param === 'notprior') spec = { ...spec, treePrior: param === 'tprior' };
    else if (param === 'view' || param === 'history' || param === 'hybrid') spec = { ...spec, treeKey: param };
    else throw new Error(`"${text}": unknown ismcts parameter "${param}" (e.g. 100ms, 2000, random, d20, c0.4, history)`);
  }
  if (spec.timeMs === undefined && spec.iterations === undefined) spec = { ...spec, timeMs: 100 };
  return spec;
}

/** Parses a comma-separated line-up. */
export function parseLineup(text: string): string[] {
  const entries = text.split(',').map((entry) => entry.trim()).filter((entry) => entry.length > 0);
  if (entries.length === 0) throw new Error('the line-up is empty');
  for (const entry of entries) parseContestant(entry);
  return entries;
}

/** Builds the bot a line-up entry describes; `now` is the clock for time budgets. */
export function contestantBot<S extends GameState, A extends Action, V, O>(
  module: GameModule<S, A, V, O>,
  text: string,
  now: () => number,
): Bot<V, A> {
  const spec = parseContestant(text);
  switch (spec.kind) {
    case 'random':
      return randomBot<V, A>();
    case 'heuristic':
      return (input) => module.heuristicBot(input);
    case 'ismcts': {
      const { kind: _kind, ...settings } = spec;
      const options: IsmctsOptions<S, V> = { ...settings, now };
      return ismctsBot(module, options);
    }
  }
}
