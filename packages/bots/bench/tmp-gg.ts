import { gameModule } from '@tavern/gods-gambit';
import { seededRng } from '@tavern/engine';
import { ismctsSearcher } from '../src/index';
import { randomState } from '../test/helpers';
for (const rollout of ['random', 'heuristic'] as const) {
  for (let i = 0; i < 12; i++) {
    const { state, seat } = randomState(gameModule.def, 2, `b${i}`, 5 + i * 3);
    const legal = gameModule.def.legalActions(state, seat);
    if (legal.length < 2) continue;
    ismctsSearcher(gameModule, { iterations: 2000, rollout })({ seat, view: gameModule.def.view(state, seat), legal, rng: seededRng('x') });
  }
}
