// Win rates by role over many games, every seat played by the same bot.
// Run: npx tsx packages/games/sanguosha/bench/winrates.ts [heuristic|random] [games] [players]
import { seededRng, type Seat } from '@tavern/engine';
import { game, heuristicBot } from '../src/index';

const kind = process.argv[2] ?? 'heuristic';
const games = Number(process.argv[3] ?? 2000);
const players = Number(process.argv[4] ?? 5);
const wins: Record<string, number> = { lord: 0, loyalist: 0, rebel: 0, spy: 0, draw: 0 };
let turns = 0;
const started = performance.now();
for (let g = 0; g < games; g++) {
  const rng = seededRng(`winrates:${g}`);
  let state = game.setup(players, `winrates:${g}`, game.defaultOptions);
  while (game.outcome(state) === null) {
    const seat: Seat = rng.pick(game.toAct(state));
    const legal = game.legalActions(state, seat);
    const action = kind === 'random' ? rng.pick(legal) : heuristicBot({ seat, view: game.view(state, seat), legal, rng });
    state = game.apply(state, seat, action).state;
  }
  const outcome = game.outcome(state);
  if (outcome === null) continue;
  turns += outcome.stats['turns'] ?? 0;
  for (const role of ['lord', 'loyalist', 'rebel', 'spy', 'draw']) wins[role] = (wins[role] ?? 0) + ((outcome.stats[`${role}Won`] ?? outcome.stats[role] ?? 0) > 0 ? 1 : 0);
}
const seconds = (performance.now() - started) / 1000;
const pct = (n: number | undefined): string => `${(((n ?? 0) / games) * 100).toFixed(1)}%`;
console.log(`${kind} bots, ${players} players, ${games} games (${(games / seconds).toFixed(1)} games/s), mean ${(turns / games).toFixed(1)} turns`);
console.log(`lord ${pct(wins['lord'])}  loyalist ${pct(wins['loyalist'])}  rebel ${pct(wins['rebel'])}  spy ${pct(wins['spy'])}  draw ${pct(wins['draw'])}`);
