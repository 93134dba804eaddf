import { checkPlayout, playoutArbitrary, propertyRuns } from '@tavern/engine/test-kit';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { nuggetValue } from '../src/cards';
import { game } from '../src/index';
import { chooseNuggets } from '../src/rules/round-end';

// Let playout paths use their whole length (up to a round and a half) instead of fast-check's small default.
fc.configureGlobal({ ...fc.readConfigureGlobal(), defaultSizeToMaxWhenMaxSpecified: true });

test('random playouts keep every engine invariant and shrink to a minimal failing path', () => {
  // checkPlayout leak-checks every viewer at every step, so runs are few but long (a round or more).
  fc.assert(
    fc.property(playoutArbitrary([3, 4, 5, 6, 7, 8, 9, 10], 160), (playout) => {
      checkPlayout(game, playout);
    }),
    { numRuns: propertyRuns(20) },
  );
});

test('a saboteur is paid the largest total not above the target, with the fewest cards', () => {
  fc.assert(
    fc.property(fc.nat(16), fc.nat(8), fc.nat(4), fc.integer({ min: 0, max: 4 }), (ones, twos, threes, target) => {
      const [a1, a2, a3] = chooseNuggets([ones, twos, threes], target);
      const total = a1 + 2 * a2 + 3 * a3;
      expect(a1 <= ones && a2 <= twos && a3 <= threes && total <= target).toBe(true);
      // Brute force: no combination has a larger total, or the same total with fewer cards.
      for (let b3 = 0; b3 <= threes; b3++) {
        for (let b2 = 0; b2 <= twos; b2++) {
          for (let b1 = 0; b1 <= ones; b1++) {
            const t = b1 + 2 * b2 + 3 * b3;
            if (t > target) continue;
            expect(t).toBeLessThanOrEqual(total);
            if (t === total) expect(b1 + b2 + b3).toBeGreaterThanOrEqual(a1 + a2 + a3);
          }
        }
      }
    }),
    { numRuns: propertyRuns(300) },
  );
  expect(nuggetValue('NUG3#1') + nuggetValue('NUG1#1')).toBe(4);
});
