import { gameModule } from '@tavern/gods-gambit';
import { describe } from 'vitest';
import { describeGameBotTests } from './game-bots';

describe("ISMCTS on Gods' Gambit", () => {
  describeGameBotTests(gameModule, { playerCounts: [2, 3, 4, 5, 6], maxPathLength: 80, runs: 30, iterations: 25 });
});
