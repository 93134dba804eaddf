// Plays seeded heuristic games and, at decisions, plays worlds sampled by `determinize` to the end.
//   npx tsx packages/games/sanguosha/bench/world-fuzz.ts [games] [generals: all|standard]
import { seededRng } from '@tavern/engine';
import { game, heuristicBot } from '../src/index';
import { playSampledWorlds } from '../test/world-play';

const games = Number(process.argv[2] ?? 20);
const generals = (process.argv[3] ?? 'all') as 'all' | 'standard';
let failures = 0;
for (let g = 0; g < games; g++) {
  const players = 4 + (g % 6);
  const found = playSampledWorlds(game, heuristicBot, { players, seed: `fuzz:${g + Number(process.argv[4] ?? 0)}`, generals, every: 3, worlds: 2, rng: seededRng(`w${g}`) });
  for (const f of found) {
    failures++;
    process.stdout.write(`${g} p${players}: ${f}\n`);
  }
}
process.stdout.write(`${failures} failures in ${games} games\n`);
