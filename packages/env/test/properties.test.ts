import { playoutArbitrary, propertyRuns } from '@tavern/engine/test-kit';
import fc from 'fast-check';
import { describe, test } from 'vitest';
import { findEnvironment } from '../src/index';
import { checkEncodingOverPlayout } from './encoding-check';

/** Player counts and playout lengths per game: long enough to reach late-game decisions. */
const GAMES: readonly (readonly [string, readonly number[], number, number])[] = [
  ['regicide', [1, 2, 3, 4], 250, 40],
  ['gods-gambit', [2, 3, 4, 5, 6], 250, 30],
  ['saboteur', [3, 5, 7, 10], 200, 20],
  ['sanguosha', [4, 5, 6, 9], 250, 15],
];

describe.each(GAMES)('%s encoding', (gameId, playerCounts, length, runs) => {
  const { module, encoding } = findEnvironment(gameId);
  test('ids round-trip, the mask equals the legal set and observations depend only on the view, over random playouts', () => {
    fc.assert(
      fc.property(playoutArbitrary(playerCounts, length), (playout) => {
        checkEncodingOverPlayout(module, encoding, playout);
      }),
      { numRuns: propertyRuns(runs) },
    );
  });
});
