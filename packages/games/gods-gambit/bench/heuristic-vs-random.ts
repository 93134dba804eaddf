// Heuristic bot in one seat against random seats: `npx tsx packages/games/gods-gambit/bench/heuristic-vs-random.ts [games] [players]`.
import { seededRng, type Seat } from '@tavern/engine';
import { game, heuristicBot } from '../src/index';

const games = Number(process.argv[2] ?? 5000);
const players = Number(process.argv[3] ?? 4);
const rng = seededRng('heuristic-vs-random');
let wins = 0;
let shared = 0;
let heroPenalty = 0;
let otherPenalty = 0;
const started = performance.now();
for (let g = 0; g < games; g++) {
  const hero = (g % players) as Seat;
  let state = game.setup(players, `hvr:${g}`, game.defaultOptions);
  for (;;) {
    const outcome = game.outcome(state);
    if (outcome !== null) {
      if (outcome.winners.includes(hero)) {
        wins++;
        if (outcome.winners.length > 1) shared++;
      }
      for (let seat = 0; seat < players; seat++) {
        const penalty = outcome.stats[`penaltySeat${seat}`] ?? 0;
        if (seat === hero) heroPenalty += penalty;
        else otherPenalty += penalty / (players - 1);
      }
      break;
    }
    const seat = game.toAct(state)[0] as Seat;
    const legal = game.legalActions(state, seat);
    const action =
      seat === hero
        ? heuristicBot({ seat, view: game.view(state, seat), legal, rng })
        : rng.pick(legal);
    state = game.apply(state, seat, action).state;
  }
}
const seconds = (performance.now() - started) / 1000;
console.log(`${games} games, ${players} players, heuristic seat rotating, others random`);
console.log(
  `heuristic seat won ${wins} (${((100 * wins) / games).toFixed(1)}%, ${shared} shared); baseline ${(100 / players).toFixed(1)}%`,
);
console.log(
  `mean game penalty: heuristic ${(heroPenalty / games).toFixed(1)}, random seat ${(otherPenalty / games).toFixed(1)}`,
);
console.log(`${(games / seconds).toFixed(0)} games/s`);
