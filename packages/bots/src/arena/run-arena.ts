import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { ArenaOptions, ArenaResult } from './arena-types';
import { parseLineup } from './contestant';
import type { GameRecord } from './play-game';
import { runGames } from './run-games';
import { summarize } from './summarize';
import type { WorkerTask } from './arena-worker';

/**
 * Plays `games` seeded games of the line-up, rotating it through the seats (every rotation of a
 * deal uses the same cards), in this thread or on worker threads, and measures each entry's win
 * rate with a 95% Wilson interval. With iteration budgets the result depends only on the options;
 * with time budgets it also depends on the machine's speed.
 */
export async function runArena(options: ArenaOptions): Promise<ArenaResult> {
  const { module, players, games } = options;
  const def = module.def;
  if (players < def.minPlayers || players > def.maxPlayers) {
    throw new Error(`${def.name} is played by ${def.minPlayers} to ${def.maxPlayers} players, not ${players}`);
  }
  if (!Number.isInteger(games) || games < 1) throw new Error(`the number of games must be a positive integer, not ${games}`);
  for (const entry of options.lineup) parseLineup(entry);
  const workers = Math.max(1, Math.min(options.workers ?? 1, games));
  const started = performance.now();
  const records: GameRecord[] = [];
  const onRecord = (record: GameRecord): void => {
    records.push(record);
    options.onProgress?.(records.length, games);
  };
  const indices = Array.from({ length: games }, (_, i) => i);
  const batch = {
    players,
    lineup: options.lineup,
    seed: options.seed,
    ...(options.gameOptions === undefined ? {} : { gameOptions: options.gameOptions }),
  };
  if (workers === 1) {
    runGames(module, { ...batch, indices }, () => performance.now(), onRecord);
  } else {
    if (options.moduleSpecifier === undefined) throw new Error('worker threads need a moduleSpecifier to import the game');
    const shares = Array.from({ length: workers }, (_, w) => indices.filter((i) => i % workers === w));
    await Promise.all(
      shares.map((share) =>
        runWorker(
          { ...batch, indices: share, moduleSpecifier: options.moduleSpecifier as string, moduleExport: options.moduleExport ?? 'gameModule' },
          onRecord,
        ),
      ),
    );
  }
  records.sort((a, b) => a.index - b.index);
  return summarize(options, records, workers, performance.now() - started);
}

/**
 * Runs one worker thread. Built, the worker is plain JavaScript; run from the TypeScript sources
 * (tests, tsx), workers do not inherit the tsx loader, so a tiny bootstrap registers it first, and
 * the "@tavern/source" condition makes the worker import the games' sources too.
 */
function runWorker(task: WorkerTask, onRecord: (record: GameRecord) => void): Promise<void> {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(fromSource ? './arena-worker.ts' : './arena-worker.js', import.meta.url).href;
  const worker = fromSource
    ? new Worker(new URL(`data:text/javascript,${encodeURIComponent(tsxBootstrap(entry))}`), {
        workerData: task,
        execArgv: [...process.execArgv, '--conditions=@tavern/source'],
      })
    : new Worker(new URL(entry), { workerData: task });
  let expected = task.indices.length;
  return new Promise((resolve, reject) => {
    worker.on('message', (record: GameRecord) => {
      onRecord(record);
      expected--;
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code === 0 && expected === 0) resolve();
      else reject(new Error(`an arena worker stopped (exit code ${code}) with ${expected} games unplayed`));
    });
  });
}

/** Imports `entry` after registering tsx, for workers started from the TypeScript sources. */
function tsxBootstrap(entry: string): string {
  const tsxApi = import.meta.resolve('tsx/esm/api');
  return `import { register } from ${JSON.stringify(tsxApi)}; register(); await import(${JSON.stringify(entry)});`;
}
