/**
 * Random-playout throughput through the public contract (toAct, legalActions, apply, outcome).
 * Run: npx tsx packages/games/saboteur/bench/throughput.ts [players] [games]
 */
import { seededRng } from '@tavern/engine';
import { game } from '../src/index';

const players = Number(process.argv[2] ?? 5);
const games = Number(process.argv[3] ?? 2000);
const rng = seededRng('throughput');
let actions = 0;
let legalListed = 0;
const started = performance.now();
const cpuStart = process.cpuUsage();
for (let g = 0; g < games; g++) {
  let state = game.setup(players, `bench:${g}`, game.defaultOptions);
  while (game.outcome(state) === null) {
    const seat = rng.pick(game.toAct(state));
    const legal = game.legalActions(state, seat);
    legalListed += legal.length;
    state = game.apply(state, seat, rng.pick(legal)).state;
    actions++;
  }
}
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStart);
// CPU time of this process: a fairer per-core figure on a machine shared with other work.
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(
  `saboteur ${players}p: ${games} games, ${actions} actions in ${seconds.toFixed(2)} s = ` +
    `${Math.round(actions / seconds).toLocaleString('en')} actions/s, ${(games / seconds).toFixed(0)} games/s, ` +
    `${(legalListed / actions).toFixed(1)} legal actions per decision; ` +
    `per CPU second: ${Math.round(actions / cpuSeconds).toLocaleString('en')} actions/s`,
);
