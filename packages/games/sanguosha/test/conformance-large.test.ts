import { runConformance } from '@tavern/engine/test-kit';
import { expect, test } from 'vitest';
import { game } from '../src/index';

// 125 games per player count per CI run (500 over the two conformance files, run in parallel).
const GAMES = Number(globalThis.process.env['SGS_CONFORMANCE_GAMES'] ?? 125);

test('Sanguosha passes the engine conformance suite at [8, 9] players', () => {
  const report = runConformance(game, {
    playerCounts: [8, 9],
    gamesPerCount: GAMES,
    seed: 'sgs-large',
    deepCheckEvery: 50,
    maxLegalChecked: 3,
    mutationsPerAction: 2,
    // Every card that leaves a seat's sight is named to it (a move's Reveal; Guanxing; reshuffles).
    reportsVanishedCards: true,
  });
  expect(report.games).toBe(GAMES * 2);
  expect(report.rejectedMutations).toBeGreaterThan(0);
  // The world walks of the issuance property (prompts issued on public conditions only) ran.
  expect(report.worldSteps).toBeGreaterThan(0);
}, 900_000);
