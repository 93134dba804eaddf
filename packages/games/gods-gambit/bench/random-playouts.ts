// Random-playout throughput through the public contract: `npx tsx packages/games/gods-gambit/bench/random-playouts.ts [seconds]`.
import { seededRng, type Seat } from '@tavern/engine';
import { game } from '../src/index';

const seconds = Number(process.argv[2] ?? 5);
const rng = seededRng('random-playouts');
for (const players of [2, 4, 6]) {
  let actions = 0;
  let games = 0;
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  const deadline = started + (seconds * 1000) / 3;
  while (performance.now() < deadline) {
    let state = game.setup(players, `bench:${players}:${games}`, game.defaultOptions);
    while (game.outcome(state) === null) {
      const toAct = game.toAct(state);
      const seat = toAct[0] as Seat;
      const legal = game.legalActions(state, seat);
      state = game.apply(state, seat, rng.pick(legal)).state;
      actions++;
    }
    games++;
  }
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  // Per CPU-second as well: on a shared machine wall time includes time spent waiting for a core.
  console.log(
    `${players} players: ${(actions / elapsed).toFixed(0)} actions/s wall, ${(actions / cpuSeconds).toFixed(0)} actions/CPU-s, ` +
      `${(games / elapsed).toFixed(0)} games/s (${(actions / games).toFixed(0)} actions/game)`,
  );
}
