import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyViewPatch, measuredDiff } from '../src/protocol/view-patch';

// Two values drawn from few keys and small leaves share most of their shape, as two versions of a
// view do; keys and strings include characters JSON escapes, which the patch's length must count.
const KEYS = ['a', 'b', 'hand', 'q"uote', 'line\nbreak', 'é', '\ud83c\udccf'];
const leaf = fc.oneof(
  fc.integer({ min: -3, max: 1000 }),
  fc.constantFrom('x', 'CARD-7', 'say "hi"', 'back\\slash', 'tab\t', '\ud83c\udccf', 'lone \ud800'),
  fc.boolean(),
  fc.constant(null),
);
const { tree } = fc.letrec<{ tree: unknown }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'medium', withCrossShrink: true },
    leaf,
    fc.array(tie('tree'), { maxLength: 5 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('tree'), { maxKeys: 5 }),
  ),
}));

/** `value` with what lies at the end of `steps` (each picks a child by index) replaced by `replacement`. */
function edited(value: unknown, steps: readonly number[], replacement: unknown): unknown {
  const [step, ...rest] = steps;
  if (step === undefined) return replacement;
  if (Array.isArray(value) && value.length > 0) {
    const at = step % value.length;
    return (value as readonly unknown[]).map((item, i) => (i === at ? edited(item, rest, replacement) : item));
  }
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    const key = keys[step % Math.max(1, keys.length)];
    if (key === undefined) return { ...value, [KEYS[step % KEYS.length] as string]: replacement };
    return { ...value, [key]: edited((value as Record<string, unknown>)[key], rest, replacement) };
  }
  return replacement;
}

// A value and a few edits deep inside it: the next version of a view.
const versions = fc
  .tuple(tree, fc.array(fc.tuple(fc.array(fc.nat(9), { maxLength: 6 }), tree), { minLength: 1, maxLength: 3 }))
  .map(([before, edits]) => [before, edits.reduce((value, [steps, leafValue]) => edited(value, steps, leafValue), before)] as const);

describe('view patches', () => {
  test('turn the old value into the new one, and the walk counts their JSON text exactly', () => {
    fc.assert(
      fc.property(fc.oneof(fc.tuple(tree, tree), versions), ([before, after]) => {
        const { ops, chars } = measuredDiff(before, after);
        expect(applyViewPatch(before, ops)).toEqual(after);
        expect(chars).toBe(JSON.stringify(ops).length);
        // Never longer than setting the whole value.
        expect(chars).toBeLessThanOrEqual(JSON.stringify([['=', [], after]]).length);
      }),
      { numRuns: 3000 },
    );
  });

  test('a change deep inside a big value is sent as that change alone', () => {
    const before = { players: [{ hp: 4, hand: ['a', 'b'] }, { hp: 3, hand: ['c'] }], log: ['x'.repeat(200)] };
    const after = { ...before, players: [before.players[0], { hp: 2, hand: ['c'] }] };
    expect(measuredDiff(before, after).ops).toEqual([['=', ['players', 1, 'hp'], 2]]);
  });
});
