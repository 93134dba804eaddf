// Quick arena on the test-only toy game: npx tsx packages/bots/bench/toy-arena.ts [lineup] [games] [workers]
import { formatArenaTable, runArena } from '../src/index';
import { toyModule } from '../test/toy/toy-module';

const lineup = (process.argv[2] ?? 'ismcts:300,heuristic').split(',');
const games = Number(process.argv[3] ?? 200);
const workers = Number(process.argv[4] ?? 1);
const result = await runArena({
  module: toyModule,
  players: lineup.length,
  lineup,
  games,
  seed: 'toy',
  workers,
  moduleSpecifier: new URL('../test/toy/toy-module.ts', import.meta.url).href,
  moduleExport: 'toyModule',
});
console.log(formatArenaTable(result));
