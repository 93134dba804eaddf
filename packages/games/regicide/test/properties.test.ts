import { checkPlayout, playoutArbitrary, propertyRuns } from '@tavern/engine/test-kit';
import fc from 'fast-check';
import { test } from 'vitest';
import { game } from '../src/game';

test('shrinking playouts keep every invariant at 1-4 players', () => {
  fc.assert(
    fc.property(playoutArbitrary([1, 2, 3, 4], 200), (playout) => {
      checkPlayout(game, playout);
    }),
    { numRuns: propertyRuns(150) },
  );
});
