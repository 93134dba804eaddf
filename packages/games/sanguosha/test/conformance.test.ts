import { runConformance } from '@tavern/engine/test-kit';
import { expect, test } from 'vitest';
import { game } from '../src/index';

test('Sanguosha passes the engine conformance suite at 4, 5, 8 and 9 players', () => {
  const report = runConformance(game, {
    playerCounts: [4, 5, 8, 9],
    gamesPerCount: Number(globalThis.process.env['SGS_CONFORMANCE_GAMES'] ?? 125),
    deepCheckEvery: 37,
    maxLegalChecked: 3,
    mutationsPerAction: 2,
  });
  expect(report.games).toBeGreaterThanOrEqual(4);
  expect(report.rejectedMutations).toBeGreaterThan(0);
}, 300_000);
