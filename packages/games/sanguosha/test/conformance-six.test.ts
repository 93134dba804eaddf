import { runConformance } from '@tavern/engine/test-kit';
import { expect, test } from 'vitest';
import { game } from '../src/index';

// Six players with the full roster (the default general pool); SGS_CONFORMANCE_GAMES overrides the count.
const GAMES = Number(globalThis.process.env['SGS_CONFORMANCE_GAMES'] ?? 100);

test('Sanguosha passes the engine conformance suite at 6 players with all generals', () => {
  const report = runConformance(game, {
    playerCounts: [6],
    gamesPerCount: GAMES,
    seed: 'sgs-six',
    deepCheckEvery: 50,
    stateCheckEvery: 10,
    maxLegalChecked: 3,
    mutationsPerAction: 2,
    // Every card that leaves a seat's sight is named to it (a move's Reveal; Guanxing; reshuffles).
    reportsVanishedCards: true,
  });
  expect(report.games).toBe(GAMES);
  expect(report.rejectedMutations).toBeGreaterThan(0);
  // The world walks of the issuance property (prompts issued on public conditions only) ran.
  expect(report.worldSteps).toBeGreaterThan(0);
}, 900_000);
