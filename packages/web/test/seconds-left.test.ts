import { expect, test } from 'vitest';
import { secondsLeft } from '../src/table/useNow';

test('the countdown rounds up, never goes below zero, and never shows more than the turn has', () => {
  expect(secondsLeft(10_500, 10_000)).toBe(1);
  expect(secondsLeft(9_000, 10_000)).toBe(0);
  // A clock 1.2 s behind the server's would read 122 s of a 120 s turn.
  expect(secondsLeft(121_200, 0, 120)).toBe(120);
  expect(secondsLeft(60_000, 0, 120)).toBe(60);
});
