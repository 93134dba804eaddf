import { runConformance } from '@tavern/engine/test-kit';
import { game } from '../src/game';
const t = performance.now();
const c0 = process.cpuUsage();
const r = runConformance(game, { playerCounts: [Number(process.argv[3] ?? 4)], gamesPerCount: Number(process.argv[4] ?? 200), deepCheckEvery: Number(process.argv[2] ?? 50) });
const c = process.cpuUsage(c0);
console.log(r, 'wall', (performance.now() - t) / 1000, 'cpu', (c.user + c.system) / 1e6);
