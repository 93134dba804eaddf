import { seededRng } from '@tavern/engine';
import { expect, test } from 'vitest';
import { botForDifficulty, DIFFICULTIES, isDifficulty } from '../src/index';
import { randomState } from './helpers';
import { toyGame } from './toy/toy-game';
import { toyHeuristicBot, toyModule } from './toy/toy-module';

test('easy plays like the heuristic bot; normal and hard think for their time budget', () => {
  expect(DIFFICULTIES.every(isDifficulty)).toBe(true);
  expect(isDifficulty('nightmare')).toBe(false);
  for (let i = 0; i < 10; i++) {
    const { state, seat } = randomState(toyGame, 2, `level${i}`, 3);
    const input = () => ({ seat, view: toyGame.view(state, seat), legal: toyGame.legalActions(state, seat), rng: seededRng(`${i}`) });
    expect(botForDifficulty(toyModule, 'easy', () => 0)(input())).toEqual(toyHeuristicBot(input()));
  }
  for (const [level, budget] of [['normal', 100], ['hard', 500]] as const) {
    const { state, seat } = randomState(toyGame, 2, 'budget', 0);
    let clock = 0;
    let reads = 0;
    const now = () => {
      reads++;
      return (clock += 1);
    };
    const legal = toyGame.legalActions(state, seat);
    const choice = botForDifficulty(toyModule, level, now)({ seat, view: toyGame.view(state, seat), legal, rng: seededRng('b') });
    expect(legal).toContainEqual(choice);
    // One reading sets the deadline and one follows each iteration: the budget in 1 ms ticks.
    expect(reads).toBe(legal.length > 1 ? budget + 1 : 0);
  }
});
