// ISMCTS iterations per CPU second of two versions of the code, interleaved in one process (the
// machine is shared, so only side-by-side figures compare). The baseline is another checkout:
//   git archive <commit> packages | tar -x -C /tmp/base && ln -s "$PWD/node_modules" /tmp/base/node_modules
//   npx tsx packages/bots/bench/ismcts-ab.ts --baseline /tmp/base [--game id] [--iterations N] [--rounds R]
// Each round runs both versions over the same seeded searches, alternating which goes first; a first
// round warms both up and is not counted. Both versions use their own bots and game packages.
import { resolve } from 'node:path';
import { seededRng, type AnyGameModule, type BotInput } from '@tavern/engine';
import type { RolloutPolicy, SearchResult } from '../src/index';
import { randomState } from '../test/helpers';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const baseline = flag('--baseline');
if (baseline === undefined)
  throw new Error('usage: ismcts-ab.ts --baseline <dir> [--game id] [--iterations N] [--rounds R]');
const iterations = Number(flag('--iterations') ?? 400);
const rounds = Number(flag('--rounds') ?? 4);
const only = flag('--game');
const here = resolve(import.meta.dirname, '../../..');

const GAMES: readonly (readonly [string, number])[] = [
  ['regicide', 2],
  ['gods-gambit', 4],
  ['saboteur', 5],
  ['sanguosha', 5],
];

type Searcher = (input: BotInput<unknown, never>) => SearchResult<unknown>;
interface Version {
  readonly name: string;
  readonly module: AnyGameModule;
  readonly searcher: (
    module: AnyGameModule,
    options: { iterations: number; rollout: RolloutPolicy },
  ) => Searcher;
}

async function version(name: string, root: string, game: string): Promise<Version> {
  const bots = (await import(resolve(root, 'packages/bots/src/index.ts'))) as {
    ismctsSearcher: Version['searcher'];
  };
  const imported = (await import(resolve(root, `packages/games/${game}/src/index.ts`))) as {
    gameModule: AnyGameModule;
  };
  return { name, module: imported.gameModule, searcher: bots.ismctsSearcher };
}

for (const [game, players] of GAMES) {
  if (only !== undefined && only !== game) continue;
  const versions = [await version('before', baseline, game), await version('after', here, game)];
  const def = versions[1]!.module.def;
  const inputs = Array.from({ length: 8 }, (_, i) => {
    const { state, seat } = randomState(def, players, `bench:${i}`, 3 + ((i * 7) % 40));
    return { seat, view: def.view(state, seat), legal: def.legalActions(state, seat) };
  }).filter((input) => input.legal.length > 1);
  for (const rollout of ['random', 'heuristic'] as const) {
    const searches = versions.map((v) => ({
      name: v.name,
      search: v.searcher(v.module, { iterations, rollout }),
      done: 0,
      cpuMs: 0,
    }));
    for (let round = -1; round < rounds; round++) {
      for (const side of round % 2 === 0 ? searches : [...searches].reverse()) {
        const cpu = process.cpuUsage();
        let done = 0;
        for (const [i, input] of inputs.entries())
          done += side.search({ ...input, rng: seededRng(`b${i}`) } as BotInput<
            unknown,
            never
          >).iterations;
        const used = process.cpuUsage(cpu);
        if (round < 0) continue;
        side.done += done;
        side.cpuMs += (used.user + used.system) / 1000;
      }
    }
    const rate = (side: { done: number; cpuMs: number }): number =>
      Math.round((side.done * 1000) / side.cpuMs);
    const [before, after] = searches as [(typeof searches)[0], (typeof searches)[0]];
    console.log(
      `${game.padEnd(12)} ${players}p ${rollout.padEnd(9)} before ${String(rate(before)).padStart(6)}  after ${String(rate(after)).padStart(6)} it/CPU-s  ×${(rate(after) / rate(before)).toFixed(2)}`,
    );
  }
}
