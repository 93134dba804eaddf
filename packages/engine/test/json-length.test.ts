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

  test('skips undefined fields as JSON does, and writes undefined items as null', () => {
    const value = { a: undefined, b: [undefined, 1], c: 'é"\n' };
    expect(jsonLength(value)).toBe(JSON.stringify(value).length);
  });
});
