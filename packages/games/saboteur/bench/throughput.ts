/**
 * Random-playout throughput through the public contract (toAct, legalActions, apply, outcome), one
 * thread. Runs several repetitions and reports the best and the median, because shared machines are noisy.
 * Run: node --single-threaded --import tsx packages/games/saboteur/bench/throughput.ts [players] [games per rep] [reps]
 */
import { seededRng } from '@tavern/engine';
import { game } from '../src/index';

const players = Number(process.argv[2] ?? 5);
const games = Number(process.argv[3] ?? 500);
const reps = Number(process.argv[4] ?? 7);

function repetition(rep: number): { rate: number; cpuRate: number; legalPerDecision: number } {
  const rng = seededRng(`throughput:${rep}`);
  let actions = 0;
  let legalListed = 0;
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  for (let g = 0; g < games; g++) {
    let state = game.setup(players, `bench:${rep}:${g}`, game.defaultOptions);
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
  return { rate: actions / seconds, cpuRate: actions / ((cpu.user + cpu.system) / 1e6), legalPerDecision: legalListed / actions };
}

const results = Array.from({ length: reps }, (_, rep) => repetition(rep));
const rates = results.map((r) => r.rate).sort((a, b) => a - b);
const cpuRates = results.map((r) => r.cpuRate).sort((a, b) => a - b);
const fmt = (n: number): string => Math.round(n).toLocaleString('en');
console.log(
  `saboteur ${players}p random playouts, ${reps} × ${games} games: best ${fmt(rates.at(-1) ?? 0)} actions/s, ` +
    `median ${fmt(rates[Math.floor(reps / 2)] ?? 0)} actions/s (wall clock); per CPU second best ${fmt(cpuRates.at(-1) ?? 0)}; ` +
    `${(results[0]?.legalPerDecision ?? 0).toFixed(1)} legal actions per decision`,
);
