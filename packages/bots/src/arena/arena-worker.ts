import type { AnyGameModule } from '@tavern/engine';
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { runGames, type GameBatch } from './run-games';

/** What the arena sends a worker: its games, and where to import the game module from. */
export interface WorkerTask extends GameBatch {
  readonly moduleSpecifier: string;
  readonly moduleExport: string;
}

const task = workerData as WorkerTask;
const imported = (await import(task.moduleSpecifier)) as Record<string, unknown>;
const module = imported[task.moduleExport] as AnyGameModule | undefined;
if (module === undefined) throw new Error(`${task.moduleSpecifier} has no export "${task.moduleExport}"`);
runGames(module, task, () => performance.now(), (record) => parentPort?.postMessage(record));
