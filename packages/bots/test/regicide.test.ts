import { gameModule } from '@tavern/regicide';
import { describe } from 'vitest';
import { describeGameBotTests } from './game-bots';

describe('ISMCTS on Regicide', () => {
  describeGameBotTests(gameModule, { playerCounts: [1, 2, 3, 4], maxPathLength: 60, runs: 30, iterations: 25 });
});
