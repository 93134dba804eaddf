/**
 * Heuristic self-play statistics behind the search evaluation's round odds: how often the
 * gold-diggers win a round from a given tunnel gap to the gold and number of cards left, fitted as
 * a logistic model. Run: npx tsx packages/games/saboteur/bench/round-odds.ts [games]
 */
import { asSeat, seededRng } from '@tavern/engine';
import { GOAL_GOLD, GOAL_POSITIONS } from '../src/cards';
import { game, heuristicBot } from '../src/index';
import { tunnelGaps } from '../src/search/tunnel-gap';
import type { SaboteurState } from '../src/state';

const games = Number(process.argv[2] ?? 200);
const rng = seededRng('round-odds');
const samples: { gap: number; left: number; won: number }[] = [];
for (let g = 0; g < games; g++) {
  let state: SaboteurState = game.setup(5, `odds:${g}`, game.defaultOptions);
  let pending: { gap: number; left: number }[] = [];
  while (game.outcome(state) === null) {
    if (state.phase === 'PLAYING') {
      const goldIndex = GOAL_POSITIONS.findIndex(([x, y]) => state.maze.some((c) => c.x === x && c.y === y && c.card === GOAL_GOLD));
      const gap = tunnelGaps(state.maze)[goldIndex] ?? 12;
      const left = state.drawPile.length + state.hands.reduce((sum, hand) => sum + hand.length, 0);
      pending.push({ gap, left });
    }
    const seat = rng.pick(game.toAct(state));
    const legal = game.legalActions(state, seat);
    const action = heuristicBot({ seat: asSeat(seat), view: game.view(state, seat), legal, rng });
    const before = state.phase;
    state = game.apply(state, seat, action).state;
    if (before === 'PLAYING' && state.phase !== 'PLAYING') {
      const won = state.roundResult?.winner === 'GOLD_DIGGERS' ? 1 : 0;
      for (const p of pending) samples.push({ ...p, won });
      pending = [];
    }
  }
}
const table = new Map<string, [number, number]>();
for (const s of samples) {
  const key = `${Math.min(s.gap, 12)}|${Math.floor(s.left / 10)}`;
  const cell = table.get(key) ?? [0, 0];
  cell[0] += s.won;
  cell[1] += 1;
  table.set(key, cell);
}
const lines: string[] = [];
for (let gap = 1; gap <= 12; gap++) {
  const row = [0, 1, 2, 3, 4, 5].map((b) => {
    const cell = table.get(`${gap}|${b}`);
    return cell === undefined ? '   -   ' : `${(cell[0] / cell[1]).toFixed(2)}/${String(cell[1]).padStart(3)}`;
  });
  lines.push(`gap ${String(gap).padStart(2)}: ${row.join('  ')}`);
}
// Logistic fit by gradient descent on features [1, gap/5, left/30, gap·left/150].
const features = (s: { gap: number; left: number }): number[] => [1, s.gap / 5, s.left / 30, (s.gap * s.left) / 150];
let w = [0, 0, 0, 0];
for (let it = 0; it < 4000; it++) {
  const grad = [0, 0, 0, 0];
  for (const s of samples) {
    const f = features(s);
    const z = f.reduce((sum, v, i) => sum + v * (w[i] as number), 0);
    const p = 1 / (1 + Math.exp(-z));
    f.forEach((v, i) => (grad[i] = (grad[i] as number) + (s.won - p) * v));
  }
  w = w.map((v, i) => v + (4 * (grad[i] as number)) / samples.length);
}
process.stdout.write(`${samples.length} samples; miners win rate per (gap, cards left /10):\n${lines.join('\n')}\nlogistic w = ${w.map((v) => v.toFixed(3)).join(', ')}\n`);
