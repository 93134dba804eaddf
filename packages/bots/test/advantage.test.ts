import { asSeat } from '@tavern/engine';
import { expect, test } from 'vitest';
import { advantages, type GameRecord } from '../src/index';

/** A 2-seat game of deal `index / 2` in which `winner` (an entry name) won. */
function game(index: number, seats: readonly string[], winner: string): GameRecord {
  return {
    index, seats, winners: [asSeat(seats.indexOf(winner))], label: 'x', stats: {}, steps: 1, finished: true,
    thinkMs: [0, 0], decisions: [1, 1],
  };
}

test('a bot that wins both rotations of every deal is 100 points ahead, with a zero-width interval', () => {
  const records = Array.from({ length: 20 }, (_, i) => game(i, i % 2 === 0 ? ['a', 'b'] : ['b', 'a'], 'a'));
  const [result] = advantages(records, ['a', 'b'], 2);
  expect(result).toMatchObject({ spec: 'a', over: 'b', difference: 1, low: 1, high: 1, deals: 10 });
});

test('deals split evenly give no advantage and an interval around zero', () => {
  // Even deals: a wins both games; odd deals: b wins both.
  const records = Array.from({ length: 40 }, (_, i) => game(i, i % 2 === 0 ? ['a', 'b'] : ['b', 'a'], Math.floor(i / 2) % 2 === 0 ? 'a' : 'b'));
  const [result] = advantages(records, ['a', 'b'], 2);
  expect(result?.difference).toBeCloseTo(0, 9);
  expect(result!.low).toBeLessThan(0);
  expect(result!.high).toBeGreaterThan(0);
  expect(result?.deals).toBe(20);
});

test('when each entry wins its seat of a deal once, the deal is a draw between them', () => {
  // Seat 0 always wins: the deal favours a seat, not a bot.
  const records = Array.from({ length: 10 }, (_, i) => {
    const seats = i % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
    return game(i, seats, seats[0] as string);
  });
  expect(advantages(records, ['a', 'b'], 2)[0]).toMatchObject({ difference: 0, low: 0, high: 0 });
});
