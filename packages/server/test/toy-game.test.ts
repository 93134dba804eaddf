import { describe, expect, test } from 'vitest';
import { runConformance } from '@tavern/engine/test-kit';
import { toyGame } from './fixtures/toy-game';

describe('toy game fixture', () => {
  test('passes the engine conformance suite (so server tests rest on a sound game)', () => {
    const report = runConformance(toyGame, { playerCounts: [2, 3, 4], gamesPerCount: 10 });
    expect(report.games).toBe(30);
    expect(report.deepChecks).toBeGreaterThan(0);
  });
});
