import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { jsonLength } from '../src/protocol/json-length';

describe('jsonLength', () => {
  test('is the length of the JSON text, for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(jsonLength(value)).toBe(JSON.stringify(value).length);
      }),
      { numRuns: 2000 },
    );
  });

  test('stops counting past the limit, and says the value is longer than it', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(200), (value, limit) => {
        const full = JSON.stringify(value).length;
        const counted = jsonLength(value, limit);
        if (full <= limit) expect(counted).toBe(full);
        else expect(counted).toBeGreaterThan(limit);
      }),
      { numRuns: 2000 },
    );
  });

  test('counts the digits of integers right at every power of ten, signs and -0 included', () => {
    const edges = [0, -0, 1e9, -1e9, 2 ** 53, Number.MAX_SAFE_INTEGER, 0.5, -0.25, 1e21, 1e-7];
    for (let power = 1; power <= 1e9; power *= 10) edges.push(power - 1, power, power + 1);
    for (const value of [...edges, ...edges.map((edge) => -edge)]) {
      expect(jsonLength(value)).toBe(JSON.stringify(value).length);
    }
    fc.assert(
      fc.property(fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }), (value) => {
        expect(jsonLength([value, { n: value }])).toBe(JSON.stringify([value, { n: value }]).length);
      }),
      { numRuns: 5000 },
    );
  });

  test('skips undefined fields as JSON does, and writes undefined items as null', () => {
    const value = { a: undefined, b: [undefined, 1], c: 'é"\n' };
    expect(jsonLength(value)).toBe(JSON.stringify(value).length);
  });
});
