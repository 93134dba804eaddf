// Mean enemies defeated and win rate: random bot vs heuristic bot, at 1, 2 and 4 players.
// Run: npx tsx packages/games/regicide/bench/bot-strength.ts [games]
import { seededRng, type Bot } from '@tavern/engine';
import type { RegicideAction } from '../src/actions';
import { heuristicBot } from '../src/bot';
import { game } from '../src/game';
import type { RegicideView } from '../src/view';

const games = Number(process.argv[2] ?? '3000');
const randomBot: Bot<RegicideView, RegicideAction> = ({ legal, rng }) => rng.pick(legal);

function run(bot: Bot<RegicideView, RegicideAction>, numPlayers: number) {
  const rng = seededRng(`strength:${numPlayers}`);
  let enemies = 0;
  let wins = 0;
  let turns = 0;
  for (let g = 0; g < games; g++) {
    let state = game.setup(numPlayers, `strength:${g}`, game.defaultOptions);
    for (let outcome = game.outcome(state); outcome === null; outcome = game.outcome(state)) {
      const seat = game.toAct(state)[0]!;
      const action = bot({ seat, view: game.view(state, seat), legal: game.legalActions(state, seat), rng });
      state = game.apply(state, seat, action).state;
    }
    const outcome = game.outcome(state)!;
    enemies += outcome.stats['enemiesDefeated'] ?? 0;
    turns += outcome.stats['turns'] ?? 0;
    if (outcome.winners.length > 0) wins++;
  }
  return { enemies: enemies / games, winRate: wins / games, turns: turns / games };
}

for (const numPlayers of [1, 2, 3, 4]) {
  const random = run(randomBot, numPlayers);
  const heuristic = run(heuristicBot, numPlayers);
  console.log(
    `${numPlayers}p  random: ${random.enemies.toFixed(2)} enemies, ${(random.winRate * 100).toFixed(2)}% wins | ` +
      `heuristic: ${heuristic.enemies.toFixed(2)} enemies, ${(heuristic.winRate * 100).toFixed(2)}% wins, ${heuristic.turns.toFixed(1)} turns`,
  );
}
