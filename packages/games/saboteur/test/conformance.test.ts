import { runConformance } from '@tavern/engine/test-kit';
import { expect, test } from 'vitest';
import { game } from '../src/index';

// 1,000 random games per run (250 at each of 3, 5, 7 and 10 players). Deep checks (legal-list
// agreement, mutated actions, view leaks, determinize round trip) run on a sample of steps to keep
// the file near a minute on a shared two-core machine.
test('Saboteur passes the engine conformance suite at 3, 5, 7 and 10 players', () => {
  const report = runConformance(game, {
    playerCounts: [3, 5, 7, 10],
    gamesPerCount: 250,
    seed: 'saboteur-ci',
    deepCheckEvery: 17,
    maxLegalChecked: 3,
    mutationsPerAction: 2,
  });
  expect(report.games).toBe(1000);
  expect(report.deepChecks).toBeGreaterThan(10_000);
  expect(report.rejectedMutations).toBeGreaterThan(10_000);
});

test('every viewer is leak-checked at every step of a few full games', () => {
  const report = runConformance(game, {
    playerCounts: [3, 4, 6, 8, 9],
    gamesPerCount: 2,
    seed: 'saboteur-all-viewers',
    deepCheckEvery: 1,
    allViewers: true,
  });
  expect(report.deepChecks).toBe(report.steps);
});
