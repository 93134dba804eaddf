import fc from 'fast-check';
import { checkPlayout, playoutArbitrary, propertyRuns } from '@tavern/engine/test-kit';
import { test } from 'vitest';
import { game } from '../src/index';

test('random playouts keep every invariant and leak nothing (fast-check, shrinking paths)', () => {
  fc.assert(
    fc.property(playoutArbitrary([4, 6, 9], 120), (playout) => {
      checkPlayout(game, playout);
    }),
    { numRuns: propertyRuns(12) },
  );
}, 120_000);
