import { asSeat } from '@tavern/engine';
import { expect, test } from 'vitest';
import { game, searchHints } from '../src/index';

test('search hints: a capped state scores between a loss and a win, and progress counts', () => {
  let state = game.setup(1, 'hint', game.defaultOptions);
  for (let i = 0; i < 6 && game.outcome(state) === null; i++) {
    const seat = game.toAct(state)[0] ?? asSeat(0);
    state = game.apply(state, seat, game.legalActions(state, seat)[0]!).state;
  }
  const value = searchHints.evaluate!(state, asSeat(0));
  expect(value).toBeGreaterThan(0);
  expect(value).toBeLessThan(1);
  const further = { ...state, enemiesDefeated: state.enemiesDefeated + 3 };
  expect(searchHints.evaluate!(further, asSeat(0))).toBeGreaterThan(value);
  const lost = { winners: [], label: 'Defeat', stats: {} };
  expect(searchHints.reward!(lost, further, asSeat(0))).toBeLessThan(searchHints.reward!({ ...lost, winners: [asSeat(0)] }, further, asSeat(0)));
  expect(searchHints.reward!(lost, further, asSeat(0))).toBeGreaterThan(searchHints.reward!(lost, state, asSeat(0)));
});
