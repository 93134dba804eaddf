import { gameModule } from '@tavern/sanguosha';
import { describe } from 'vitest';
import { describeGameBotTests } from './game-bots';

describe('ISMCTS on Sanguosha', () => {
  describeGameBotTests(gameModule, { playerCounts: [4, 5, 8], maxPathLength: 80, runs: 12, iterations: 10 });
});
