import { runConformance } from '@tavern/engine/test-kit';
import { expect, test } from 'vitest';
import { toyGame } from './toy/toy-game';

test('the toy game used by the bot tests passes the engine conformance suite', () => {
  const report = runConformance(toyGame, { playerCounts: [2, 3, 4], gamesPerCount: 40, deepCheckEvery: 3 });
  expect(report.games).toBe(120);
  expect(report.deepChecks).toBeGreaterThan(100);
});
