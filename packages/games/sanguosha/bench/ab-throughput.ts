// Interleaved A/B of random-playout throughput between two builds of this package, in one process:
// on a shared machine, separate runs differ by more than the change being measured.
// Run: npx tsx packages/games/sanguosha/bench/ab-throughput.ts <old dist dir> <new dist dir> [rounds] [games]
// (an old build: `git stash`/checkout, `npm run build`, copy packages/games/sanguosha/dist somewhere
// whose parent can resolve node_modules, e.g. a sibling directory of the package's dist).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { seededRng, type GameDef } from '@tavern/engine';
import type { Action, Options, SgsState } from '../src/types';
import type { SgsView } from '../src/view';

type Def = GameDef<SgsState, Action, SgsView, Options>;

async function load(dir: string): Promise<Def> {
  const module = (await import(pathToFileURL(resolve(dir, 'index.js')).href)) as { game: Def };
  return module.game;
}

/** Actions per CPU-second of `games` random games (4 to 9 players) starting at game `first`. */
function rate(game: Def, first: number, games: number): { actions: number; perCpuSecond: number } {
  let actions = 0;
  const cpuStart = process.cpuUsage();
  for (let g = first; g < first + games; g++) {
    const rng = seededRng(`bench:${g}`);
    let state = game.setup(4 + (g % 6), `bench:${g}`, game.defaultOptions);
    while (game.outcome(state) === null) {
      const toAct = game.toAct(state);
      const seat = toAct.length === 1 ? toAct[0] : rng.pick(toAct);
      if (seat === undefined) throw new Error('no seat to act in an unfinished game');
      state = game.apply(state, seat, rng.pick(game.legalActions(state, seat))).state;
      actions++;
    }
  }
  const cpu = process.cpuUsage(cpuStart);
  return { actions, perCpuSecond: actions / ((cpu.user + cpu.system) / 1e6) };
}

const [oldDir, newDir] = process.argv.slice(2, 4);
if (oldDir === undefined || newDir === undefined) throw new Error('usage: ab-throughput.ts <old dist> <new dist> [rounds] [games]');
const rounds = Number(process.argv[4] ?? 16);
const games = Number(process.argv[5] ?? 15);
const builds = [await load(oldDir), await load(newDir)] as const;
for (const build of builds) rate(build, 10_000, games); // warm-up
const rates: [number[], number[]] = [[], []];
for (let r = 0; r < rounds; r++) {
  // The order alternates so that neither build always runs right after the other's garbage.
  const order = r % 2 === 0 ? [0, 1] as const : [1, 0] as const;
  const counts: number[] = [];
  for (const which of order) {
    const { actions, perCpuSecond } = rate(builds[which], r * games, games);
    rates[which].push(perCpuSecond);
    counts.push(actions);
  }
  // Same seeds and same random choices: a different action count means the builds behave differently.
  if (counts[0] !== counts[1]) console.log(`round ${r}: the builds played different games (${counts.join(' vs ')} actions)`);
}
const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;
const best = (xs: readonly number[]): number => Math.max(...xs);
const [a, b] = rates;
// Each round plays its own games (long or short ones), so the ratio is taken within a round.
const ratios = a.map((old, i) => (b[i] ?? 0) / old);
console.log(`new/old per round: ${ratios.map((x) => x.toFixed(2)).join(' ')}; median x${median(ratios).toFixed(2)}`);
console.log(`actions per CPU-second, median: old ${Math.round(median(a))}, new ${Math.round(median(b))}`);
console.log(`best round: old ${Math.round(best(a))}, new ${Math.round(best(b))} (x${(best(b) / best(a)).toFixed(2)})`);
