// Random-playout throughput through the public contract (toAct, legalActions, apply, outcome).
// Run: npx tsx packages/games/sanguosha/bench/throughput.ts [games]
import { seededRng } from '@tavern/engine';
import { game } from '../src/index';

const games = Number(process.argv[2] ?? 200);
let actions = 0;
const started = performance.now();
const cpuStart = process.cpuUsage();
for (let g = 0; g < games; g++) {
  const rng = seededRng(`bench:${g}`);
  let state = game.setup(4 + (g % 6), `bench:${g}`, game.defaultOptions);
  while (game.outcome(state) === null) {
    const seat = rng.pick(game.toAct(state));
    state = game.apply(state, seat, rng.pick(game.legalActions(state, seat))).state;
    actions++;
  }
}
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
// CPU time is reported too: on a shared machine the wall clock also counts other processes.
console.log(`${games} games, ${actions} actions in ${seconds.toFixed(1)} s wall / ${cpuSeconds.toFixed(1)} s CPU: ` +
  `${Math.round(actions / seconds)} actions/s wall, ${Math.round(actions / cpuSeconds)} actions per CPU-second, ` +
  `${(games / seconds).toFixed(1)} games/s`);
