import { game } from '@tavern/regicide';
import { formatArenaTable, randomBot, runArena } from '../src/index';
const module = { def: game, heuristicBot: randomBot(), text: {} as never };
const lineup = process.argv[2]!.split(',');
const result = await runArena({ module: module, players: Number(process.argv[4] ?? 1), lineup, games: Number(process.argv[3] ?? 20), seed: process.argv[5] ?? 'exp' });
console.log(formatArenaTable(result));
