import { runConformance } from '@tavern/engine/test-kit';
import { describe, expect, test } from 'vitest';
import { game } from '../src/index';

// 1,000 random games per run: 250 at each of 3, 5, 7 and 10 players. Deep checks (legal-list
// agreement, mutated actions, view leaks, determinize round trip) run every 20th step. The suite's
// per-step checks (JSON round trip, card conservation) cost about 40 s of CPU in all; the timeout is
// generous because the machine running CI may be shared.
const TIMEOUT_MS = 240_000;

describe('Saboteur passes the engine conformance suite', () => {
  test.each([3, 5, 7, 10])('250 random games at %i players', (players) => {
    const report = runConformance(game, {
      playerCounts: [players],
      gamesPerCount: 250,
      seed: 'saboteur-ci',
      deepCheckEvery: 20,
      maxLegalChecked: 3,
      mutationsPerAction: 2,
    });
    expect(report.games).toBe(250);
    expect(report.deepChecks).toBeGreaterThan(2_000);
    expect(report.rejectedMutations).toBeGreaterThan(2_000);
    // The issuance property (worlds a seat cannot tell apart, a few actions on) ran.
    expect(report.worldSteps).toBeGreaterThan(0);
  }, TIMEOUT_MS);

  test('every viewer is leak-checked at every step of full games at the other player counts', () => {
    const report = runConformance(game, {
      playerCounts: [4, 6, 8, 9],
      gamesPerCount: 1,
      seed: 'saboteur-all-viewers',
      deepCheckEvery: 1,
      allViewers: true,
    });
    expect(report.deepChecks).toBe(report.steps);
  }, TIMEOUT_MS);
});
