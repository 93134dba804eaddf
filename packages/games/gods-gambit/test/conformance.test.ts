import { runConformance } from '@tavern/engine/test-kit';
import { describe, expect, test } from 'vitest';
import { game } from '../src/game';
import { SUBTRACTION_DEFAULT } from '../src/options';

/**
 * The engine's conformance suite at every player count: 400 games per count (2,000 per run) by
 * default; TAVERN_CONFORMANCE_GAMES=2000 runs 2,000 per count (about 3 CPU-minutes: a random game
 * lasts ~300 decisions and the kit's per-step checks, JSON round-trip, card conservation and deep
 * freeze, cost ~50 µs each). The expensive checks (legal-list agreement, mutations, leak checks)
 * run on every DEEP_EVERY-th step, so about three times per game.
 */
const envGames = Number(globalThis.process.env['TAVERN_CONFORMANCE_GAMES']);
const GAMES = Number.isInteger(envGames) && envGames > 0 ? envGames : 400;
const DEEP_EVERY = 97;
const TIMEOUT_MS = 600_000;

describe("Gods' Gambit conformance", () => {
  for (const players of [2, 3, 4, 5, 6]) {
    test(
      `${GAMES} random games with ${players} players`,
      () => {
        const report = runConformance(game, {
          playerCounts: [players],
          gamesPerCount: GAMES,
          seed: 'gods-gambit',
          deepCheckEvery: DEEP_EVERY,
        });
        expect(report.games).toBe(GAMES);
        expect(report.deepChecks).toBeGreaterThanOrEqual(GAMES);
        expect(report.rejectedMutations).toBeGreaterThan(0);
        // The issuance property (worlds a seat cannot tell apart, a few actions on) ran.
        expect(report.worldSteps).toBeGreaterThan(0);
      },
      TIMEOUT_MS,
    );
  }

  test(
    'the subtraction variant, every player count',
    () => {
      const report = runConformance(game, {
        playerCounts: [2, 3, 4, 5, 6],
        gamesPerCount: Math.max(1, Math.round(GAMES / 40)),
        seed: 'gods-gambit-subtraction',
        options: () => SUBTRACTION_DEFAULT,
        deepCheckEvery: DEEP_EVERY,
        allViewers: true,
      });
      expect(report.games).toBeGreaterThan(0);
    },
    TIMEOUT_MS,
  );
});
