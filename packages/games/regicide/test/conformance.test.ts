import { runConformance } from '@tavern/engine/test-kit';
import { expect, test } from 'vitest';
import { game } from '../src/game';

// Generous time limits: this machine is shared, and a loaded CPU must not turn a pass into a fail.
const LIMIT_MS = 240_000;

// 500 random games at each player count (2,000 per run). Every step checks termination, JSON,
// conservation and toAct/outcome; every 6th step also checks the legal list, mutated actions,
// view and event leaks and the determinize round trip.
test(
  'Regicide passes the engine conformance suite at 1-4 players (2,000 games)',
  () => {
    const report = runConformance(game, {
      playerCounts: [1, 2, 3, 4],
      gamesPerCount: 500,
      seed: 'regicide',
      deepCheckEvery: 6,
      maxLegalChecked: 5,
      mutationsPerAction: 2,
      // The castle's order is hidden but its cards are public, so determinized samples differ in more than
      // hidden values: the world walk renames the hidden cards (all playing cards) instead.
      renameHiddenCards: true,
    });
    expect(report.games).toBe(2000);
    expect(report.deepChecks).toBeGreaterThan(2000);
    expect(report.rejectedMutations).toBeGreaterThan(5000);
    // The issuance property (worlds a seat cannot tell apart, a few actions on) ran.
    expect(report.worldSteps).toBeGreaterThan(0);
  },
  LIMIT_MS,
);

test(
  'Every viewer is leak-checked at every step of a smaller run',
  () => {
    const report = runConformance(game, {
      playerCounts: [1, 2, 3, 4],
      gamesPerCount: 15,
      seed: 'regicide-all-viewers',
      deepCheckEvery: 1,
      allViewers: true,
    });
    expect(report.games).toBe(60);
  },
  LIMIT_MS,
);
