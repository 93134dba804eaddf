// ISMCTS iterations per second, per game, on one core of this machine.
//   npx tsx packages/bots/bench/ismcts-throughput.ts [--json] [--iterations N] [--states K] [--game id]
// Each game that exists is searched from K states reached by random play, with random and (when
// the game has one) heuristic rollouts. Figures are iterations per wall-clock second and per CPU
// second of this process (the latter is steadier on a shared machine).
import { seededRng, type AnyGameModule } from '@tavern/engine';
import { ismctsSearcher, randomBot, type RolloutPolicy } from '../src/index';
import { randomState } from '../test/helpers';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const json = args.includes('--json');
const iterations = Number(flag('--iterations') ?? 2000);
const states = Number(flag('--states') ?? 12);
const only = flag('--game');

const PACKAGES: readonly (readonly [string, readonly number[]])[] = [
  ['regicide', [1, 2, 4]],
  ['gods-gambit', [2, 4]],
  ['saboteur', [5]],
  ['sanguosha', [5]],
];

async function load(id: string): Promise<{ module: AnyGameModule; heuristic: boolean } | null> {
  try {
    const imported = (await import(`@tavern/${id}`)) as Record<string, unknown>;
    const module = imported['gameModule'] as AnyGameModule | undefined;
    if (module !== undefined) return { module, heuristic: true };
    const def = imported['game'] as AnyGameModule['def'] | undefined;
    if (def === undefined) return null;
    return { module: { def, heuristicBot: randomBot(), text: {} as AnyGameModule['text'] }, heuristic: false };
  } catch {
    return null;
  }
}

for (const [id, counts] of PACKAGES) {
  if (only !== undefined && only !== id) continue;
  const loaded = await load(id);
  if (loaded === null) {
    if (!json) console.log(`${id}: not available yet`);
    continue;
  }
  const policies: RolloutPolicy[] = loaded.heuristic ? ['random', 'heuristic'] : ['random'];
  for (const players of counts) {
    for (const rollout of policies) {
      const search = ismctsSearcher(loaded.module, { iterations, rollout });
      let done = 0;
      let wallMs = 0;
      let cpuMs = 0;
      // One untimed search first, so the figures are the JIT-compiled steady state, not warm-up.
      const warm = randomState(loaded.module.def, players, 'bench:warm-up', 20);
      const warmLegal = loaded.module.def.legalActions(warm.state, warm.seat);
      search({ seat: warm.seat, view: loaded.module.def.view(warm.state, warm.seat), legal: warmLegal, rng: seededRng('warm-up') });
      for (let i = 0; i < states; i++) {
        const { state, seat } = randomState(loaded.module.def, players, `bench:${i}`, 3 + ((i * 7) % 40));
        const legal = loaded.module.def.legalActions(state, seat);
        if (legal.length < 2) continue;
        const view = loaded.module.def.view(state, seat);
        const cpu = process.cpuUsage();
        const started = performance.now();
        const result = search({ seat: seat, view, legal, rng: seededRng(`b${i}`) });
        wallMs += performance.now() - started;
        const used = process.cpuUsage(cpu);
        cpuMs += (used.user + used.system) / 1000;
        done += result.iterations;
      }
      const perWall = (done * 1000) / Math.max(wallMs, 1e-9);
      const perCpu = (done * 1000) / Math.max(cpuMs, 1e-9);
      if (json) {
        const base = { game: id, players, rollout, unit: 'iterations/s' };
        console.log(JSON.stringify({ ...base, metric: 'ismcts_iterations_per_s', value: Math.round(perWall) }));
        console.log(JSON.stringify({ ...base, metric: 'ismcts_iterations_per_cpu_s', value: Math.round(perCpu) }));
      } else {
        console.log(
          `${id.padEnd(12)} ${String(players).padStart(2)}p  ${rollout.padEnd(9)} rollouts: ` +
            `${Math.round(perWall).toLocaleString('en').padStart(7)} it/s wall, ${Math.round(perCpu).toLocaleString('en').padStart(7)} it/s CPU` +
            `  (${done} iterations)`,
        );
      }
    }
  }
}
