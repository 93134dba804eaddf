import { gameModule } from '@tavern/saboteur';
import { describe } from 'vitest';
import { describeGameBotTests } from './game-bots';

describe('ISMCTS on Saboteur', () => {
  describeGameBotTests(gameModule, { playerCounts: [3, 5, 7, 10], maxPathLength: 80, runs: 15, iterations: 12 });
});
