import { asSeat } from '@tavern/engine';
import { expect, test } from 'vitest';
import { gameModule } from '../src/index';
import { evaluate } from '../src/search-hints';
import { rig } from './rig';

test('the estimate is a softmax over projected totals (temperature 12)', () => {
  // Seat 0 projects 5 + 1 = 6 (hand R5, skill area K1), seat 1 projects 0 + 18 = 18: 12 points apart.
  const state = rig({
    seats: 2,
    next: 0,
    field: 'R4/R',
    hands: [['R5'], ['W9', 'U9']],
    skill: [['K1'], []],
  });
  const leading = evaluate(state, asSeat(0));
  expect(leading).toBeCloseTo(1 / (1 + Math.exp(-1)), 12);
  expect(leading + evaluate(state, asSeat(1))).toBeCloseTo(1, 12);
});

test('an empty hand projects no penalty for the round (spec §4.2)', () => {
  const state = rig({ seats: 3, next: 0, field: 'R4/R', hands: [[], ['U1'], ['U1']] });
  const values = [0, 1, 2].map((seat) => evaluate(state, asSeat(seat)));
  expect(values[1]).toBeCloseTo(values[2] ?? 0, 12);
  expect(values[0]).toBeGreaterThan(values[1] ?? 1);
});

test('the module carries the hints a search reads (evaluation and rollout cap)', () => {
  expect(gameModule.searchHints?.evaluate).toBe(evaluate);
  expect(gameModule.searchHints?.maxRolloutDepth).toBe(12);
});
