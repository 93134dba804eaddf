// Random-playout throughput through the public contract (toAct, legalActions, apply, outcome),
// bare rules and through the engine's Match runner. Run: npx tsx packages/games/regicide/bench/throughput.ts
import { Match, seededRng, type Seat, type Trust } from '@tavern/engine';
import { game } from '../src/game';
import type { RegicideState } from '../src/state';

const seconds = Number(process.argv[2] ?? '3');

/** CPU milliseconds used by this process: steadier than wall time on a machine shared with others. */
function cpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

function bare(numPlayers: number, budgetMs: number): { games: number; actions: number; ms: number } {
  const rng = seededRng(`bench:${numPlayers}`);
  let games = 0;
  let actions = 0;
  const start = cpuMs();
  while (cpuMs() - start < budgetMs) {
    for (let batch = 0; batch < 50; batch++) {
      let state: RegicideState = game.setup(numPlayers, `g${games}`, game.defaultOptions);
      while (game.outcome(state) === null) {
        const seat = rng.pick(game.toAct(state));
        const action = rng.pick(game.legalActions(state, seat));
        state = game.apply(state, seat, action).state;
        actions++;
      }
      games++;
    }
  }
  return { games, actions, ms: cpuMs() - start };
}

function viaMatch(numPlayers: number, budgetMs: number, trust: Trust): { games: number; actions: number; ms: number } {
  const rng = seededRng(`bench:${numPlayers}`);
  let games = 0;
  let actions = 0;
  const start = cpuMs();
  while (cpuMs() - start < budgetMs) {
    for (let batch = 0; batch < 50; batch++) {
      const match = Match.start(game, numPlayers, `g${games}`);
      while (game.outcome(match.state) === null) {
        const seat: Seat = rng.pick(game.toAct(match.state));
        match.act(seat, rng.pick(game.legalActions(match.state, seat)), trust);
        actions++;
      }
      games++;
    }
  }
  return { games, actions, ms: cpuMs() - start };
}

for (const numPlayers of [1, 2, 3, 4]) {
  bare(numPlayers, 300); // warm-up
  const b = bare(numPlayers, seconds * 1000);
  const m = viaMatch(numPlayers, seconds * 1000, 'trusted');
  const u = viaMatch(numPlayers, seconds * 1000, 'untrusted');
  const rate = (r: { actions: number; ms: number }) => Math.round((r.actions / r.ms) * 1000);
  console.log(
    `${numPlayers}p  bare: ${rate(b).toLocaleString('en')} actions/s, ${Math.round((b.games / b.ms) * 1000).toLocaleString('en')} games/s, ` +
      `${(b.actions / b.games).toFixed(1)} actions/game | Match: ${rate(m).toLocaleString('en')} actions/s (×${(rate(b) / rate(m)).toFixed(2)} cost)` +
      ` | Match+schema: ${rate(u).toLocaleString('en')} actions/s (×${(rate(b) / rate(u)).toFixed(2)})`,
  );
}
