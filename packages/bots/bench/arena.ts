// The arena from a script, for games whose package exports `gameModule` (same flags as `tavern arena`):
//   npx tsx packages/bots/bench/arena.ts regicide --players 1 --lineup ismcts:2500,heuristic --games 200 --seed 1 --workers 2 [--json]
import { performance } from 'node:perf_hooks';
import type { AnyGameModule } from '@tavern/engine';
import { formatArenaTable, parseLineup, runArena } from '../src/index';

const [gameId, ...rest] = process.argv.slice(2);
const flag = (name: string, fallback: string): string => {
  const i = rest.indexOf(name);
  return i >= 0 ? (rest[i + 1] ?? fallback) : fallback;
};
if (gameId === undefined) throw new Error('usage: arena.ts <game> [--players N] [--lineup a,b] [--games K] [--seed S] [--workers W] [--json]');
const specifier = `@tavern/${gameId}`;
const module = ((await import(specifier)) as { gameModule?: AnyGameModule }).gameModule;
if (module === undefined) throw new Error(`${specifier} does not export a gameModule yet`);
const games = Number(flag('--games', '100'));
const started = performance.now();
const result = await runArena({
  module,
  players: Number(flag('--players', '2')),
  lineup: parseLineup(flag('--lineup', 'ismcts:100ms,heuristic')),
  games,
  seed: flag('--seed', '1'),
  workers: Number(flag('--workers', '1')),
  moduleSpecifier: specifier,
  onProgress: (done) => {
    const line = `${done}/${games} games, ${((performance.now() - started) / 1000).toFixed(0)} s`;
    // A terminal gets a live counter; a log file gets a line every tenth of the run.
    if (process.stderr.isTTY) process.stderr.write(`\r${line}`);
    else if (done % Math.max(1, Math.round(games / 10)) === 0) process.stderr.write(`${line}\n`);
  },
});
if (process.stderr.isTTY) process.stderr.write('\n');
console.log(rest.includes('--json') ? JSON.stringify(result) : formatArenaTable(result));
