import { game } from '@tavern/regicide';
import { seededRng } from '@tavern/engine';
import { randomBot, ismctsSearcher } from '../src/index';
import { randomState } from '../test/helpers';
const module = { def: game, heuristicBot: randomBot(), text: {} as never };
for (const depth of [10, 30, 1000]) {
  let its = 0; let ms = 0;
  for (let i = 0; i < 20; i++) {
    const { state, seat } = randomState(game, 1, `b${i}`, 5 + i);
    const legal = game.legalActions(state, seat);
    if (legal.length < 2) continue;
    const t = performance.now();
    const r = ismctsSearcher(module, { iterations: 2000, rollout: 'random', maxRolloutDepth: depth })({ seat, view: game.view(state, seat), legal, rng: seededRng('x') });
    ms += performance.now() - t; its += r.iterations;
  }
  console.log(`depth ${depth}: ${Math.round(its / ms * 1000)} it/s`);
}
