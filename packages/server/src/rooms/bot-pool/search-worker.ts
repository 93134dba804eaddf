// A worker thread of the bot pool (piscina loads this file and calls its default export per task).
import { asSeat, seededRng, type AnyGameModule } from '@tavern/engine';
import { botForDifficulty } from '@tavern/bots';
import { performance } from 'node:perf_hooks';
import { workerData } from 'node:worker_threads';
import type { SearchAnswer, SearchTask, WorkerGameSource } from './search-task';

/** What the pool gives every worker when it starts. */
export interface SearchWorkerData {
  readonly games: readonly WorkerGameSource[];
}

let modules: Promise<ReadonlyMap<string, AnyGameModule>> | null = null;

/** Imports the game modules once per thread, indexed by game id. */
function loadModules(
  sources: readonly WorkerGameSource[],
): Promise<ReadonlyMap<string, AnyGameModule>> {
  modules ??= Promise.all(
    sources.map(async ({ specifier, exportName }) => {
      const imported = (await import(specifier)) as Record<string, unknown>;
      const exported = imported[exportName];
      if (exported === undefined) throw new Error(`${specifier} has no export "${exportName}"`);
      return (Array.isArray(exported) ? exported : [exported]) as AnyGameModule[];
    }),
  ).then((lists) => new Map(lists.flat().map((module) => [module.def.id, module])));
  return modules;
}

/** Decides one task with the same bot the server would run in-process for that level. */
export default async function search(task: SearchTask): Promise<SearchAnswer> {
  const data = workerData as SearchWorkerData;
  const module = (await loadModules(data.games)).get(task.game);
  if (module === undefined) throw new Error(`the bot workers cannot load the game "${task.game}"`);
  const started = performance.now();
  const bot = botForDifficulty(module, task.level, () => performance.now(), task.budget);
  const action = bot({
    seat: asSeat(task.seat),
    view: task.view,
    legal: task.legal,
    rng: seededRng(task.seed),
  });
  const choice = task.legal.indexOf(action);
  if (choice < 0)
    throw new Error(`the ${task.level} bot of ${task.game} returned an action it was not offered`);
  return { choice, ms: performance.now() - started };
}
