import { runConformance } from '@tavern/engine/test-kit';
import { expect, test } from 'vitest';
import { game } from '../src/game';

// 500 random games at each player count (2,000 per run), with the expensive checks (legal list,
// mutated actions, leaks, determinize round trip) on every 4th step.
test('Regicide passes the engine conformance suite at 1-4 players (2,000 games)', () => {
  const report = runConformance(game, {
    playerCounts: [1, 2, 3, 4],
    gamesPerCount: 500,
    seed: 'regicide',
    deepCheckEvery: 4,
    maxLegalChecked: 6,
    mutationsPerAction: 3,
  });
  expect(report.games).toBe(2000);
  expect(report.deepChecks).toBeGreaterThan(2000);
  expect(report.rejectedMutations).toBeGreaterThan(5000);
});

test('Every viewer is leak-checked at every step of a smaller run', () => {
  const report = runConformance(game, {
    playerCounts: [1, 2, 3, 4],
    gamesPerCount: 25,
    seed: 'regicide-all-viewers',
    deepCheckEvery: 1,
    allViewers: true,
  });
  expect(report.games).toBe(100);
});
