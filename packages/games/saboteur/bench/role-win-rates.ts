/**
 * Round win rates and gold per role, all seats played by one bot (random or heuristic).
 * Run: npx tsx packages/games/saboteur/bench/role-win-rates.ts [random|heuristic] [players] [games]
 */
import { seededRng, type Bot } from '@tavern/engine';
import { heuristicBot } from '../src/bot';
import { game, type SaboteurAction, type SaboteurView } from '../src/index';

const kind = process.argv[2] ?? 'heuristic';
const players = Number(process.argv[3] ?? 5);
const games = Number(process.argv[4] ?? 2000);
const randomBot: Bot<SaboteurView, SaboteurAction> = ({ legal, rng }) => rng.pick(legal);
const bot = kind === 'random' ? randomBot : heuristicBot;

const totals = { minerRounds: 0, saboteurRounds: 0, goldMiners: 0, goldSaboteurs: 0, minerSeatRounds: 0, saboteurSeatRounds: 0 };
const started = performance.now();
for (let g = 0; g < games; g++) {
  const rng = seededRng(`roles:${kind}:${g}`);
  let state = game.setup(players, `roles:${g}`, game.defaultOptions);
  for (;;) {
    const outcome = game.outcome(state);
    if (outcome !== null) {
      const s = outcome.stats;
      totals.minerRounds += s['minerRoundsWon'] ?? 0;
      totals.saboteurRounds += s['saboteurRoundsWon'] ?? 0;
      totals.goldMiners += s['goldMiners'] ?? 0;
      totals.goldSaboteurs += s['goldSaboteurs'] ?? 0;
      totals.minerSeatRounds += state.tally.minerSeatRounds;
      totals.saboteurSeatRounds += state.tally.saboteurSeatRounds;
      break;
    }
    const seat = rng.pick(game.toAct(state));
    const action = bot({ seat, view: game.view(state, seat), legal: game.legalActions(state, seat), rng });
    state = game.apply(state, seat, action).state;
  }
}
const rounds = totals.minerRounds + totals.saboteurRounds;
const seconds = (performance.now() - started) / 1000;
console.log(
  `${kind} bots, ${players} players, ${games} games (${rounds} rounds, ${(games / seconds).toFixed(0)} games/s):\n` +
    `  gold-digger round win rate ${(100 * totals.minerRounds / rounds).toFixed(1)}%, saboteur ${(100 * totals.saboteurRounds / rounds).toFixed(1)}%\n` +
    `  nuggets per gold-digger seat-round ${(totals.goldMiners / totals.minerSeatRounds).toFixed(2)}, ` +
    `per saboteur seat-round ${(totals.goldSaboteurs / totals.saboteurSeatRounds).toFixed(2)}`,
);
