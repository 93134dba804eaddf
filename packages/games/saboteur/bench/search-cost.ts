/**
 * ISMCTS cost per decision with Saboteur's own search hints, on positions from heuristic
 * self-play (5 players), for a few rollout settings: iterations per CPU second, and the
 * iteration budget that costs about 100 ms of CPU per decision.
 * Run: npx tsx packages/games/saboteur/bench/search-cost.ts [d0,d5,d15:random,...] [positions]
 */
import { asSeat, seededRng, type Seat } from '@tavern/engine';
// A benchmark of the bots' search with this game's hints (a dev script: src never imports the bots).
// eslint-disable-next-line no-restricted-imports
import { ismctsSearcher, type RolloutPolicy } from '@tavern/bots';
import { game, gameModule, heuristicBot, type SaboteurState } from '../src/index';

const settings = (process.argv[2] ?? 'd15').split(',');
const positions = Number(process.argv[3] ?? 24);

/** Decision points from heuristic self-play, spread over the game. */
function samplePositions(count: number): { state: SaboteurState; seat: Seat }[] {
  const rng = seededRng('search-cost');
  const found: { state: SaboteurState; seat: Seat }[] = [];
  for (let g = 0; found.length < count; g++) {
    let state = game.setup(5, `cost:${g}`, game.defaultOptions);
    let step = 0;
    while (game.outcome(state) === null && found.length < count) {
      const seat = asSeat(rng.pick(game.toAct(state)));
      const legal = game.legalActions(state, seat);
      if (state.phase === 'PLAYING' && legal.length > 1 && step % 17 === 5) found.push({ state, seat });
      state = game.apply(state, seat, heuristicBot({ seat, view: game.view(state, seat), legal, rng })).state;
      step++;
    }
  }
  return found;
}

const states = samplePositions(positions);
for (const setting of settings) {
  const depth = /d(\d+)/.exec(setting);
  const rollout: RolloutPolicy = setting.includes('random') ? 'random' : 'heuristic';
  const search = ismctsSearcher(gameModule, {
    iterations: 300,
    rollout,
    ...(depth ? { maxRolloutDepth: Number(depth[1]) } : {}),
    ...(setting.includes('tprior') ? { treePrior: true } : {}),
  });
  let done = 0;
  let cpuMs = 0;
  states.forEach(({ state, seat }, i) => {
    const view = game.view(state, seat);
    const legal = game.legalActions(state, seat);
    const cpu = process.cpuUsage();
    done += search({ seat, view, legal, rng: seededRng(`c${i}`) }).iterations;
    const used = process.cpuUsage(cpu);
    cpuMs += (used.user + used.system) / 1000;
  });
  const perCpuSecond = (done * 1000) / cpuMs;
  process.stdout.write(
    `${setting.padEnd(12)} ${Math.round(perCpuSecond).toLocaleString('en')} iterations per CPU second; ~100 ms = ${Math.round(perCpuSecond / 10)} iterations\n`,
  );
}
