import { seededRng } from '@tavern/engine';
import { expect, test } from 'vitest';
import { botForDifficulty, DIFFICULTIES, DIFFICULTY_BUDGETS, ismctsSearcher, isDifficulty, searchBudget } from '../src/index';
import { randomState } from './helpers';
import { toyGame } from './toy/toy-game';
import { toyHeuristicBot, toyModule } from './toy/toy-module';

test('easy plays like the heuristic bot', () => {
  expect(DIFFICULTIES.every(isDifficulty)).toBe(true);
  expect(isDifficulty('nightmare')).toBe(false);
  for (let i = 0; i < 10; i++) {
    const { state, seat } = randomState(toyGame, 2, `level${i}`, 3);
    const input = () => ({ seat, view: toyGame.view(state, seat), legal: toyGame.legalActions(state, seat), rng: seededRng(`${i}`) });
    expect(botForDifficulty(toyModule, 'easy', () => 0)(input())).toEqual(toyHeuristicBot(input()));
  }
});

test('budgets are iterations per game, hard searching more than normal in every game', () => {
  expect(searchBudget('sanguosha', 'normal')).toEqual({ iterations: 150, ceilingMs: 300 });
  expect(searchBudget('a-new-game', 'hard')).toEqual({ iterations: DIFFICULTY_BUDGETS.hard.otherGames, ceilingMs: 1500 });
  for (const game of ['regicide', 'gods-gambit', 'saboteur', 'sanguosha', 'a-new-game']) {
    expect(searchBudget(game, 'hard').iterations).toBeGreaterThan(searchBudget(game, 'normal').iterations);
  }
});

test('a searching level reaches its iterations whatever the clock says, unless the ceiling comes first', () => {
  const { state, seat } = randomState(toyGame, 2, 'budget', 0);
  const legal = toyGame.legalActions(state, seat);
  expect(legal.length).toBeGreaterThan(1);
  const input = () => ({ seat, view: toyGame.view(state, seat), legal, rng: seededRng('b') });
  // A frozen clock (a quiet machine): the search stops at exactly the iterations of the budget.
  const budget = { iterations: 64, ceilingMs: 1000 };
  const searched = ismctsSearcher(toyModule, { iterations: budget.iterations, timeMs: budget.ceilingMs, now: () => 0, seed: 'difficulty:hard' })(input());
  expect(searched.iterations).toBe(64);
  // The level's bot with that budget takes the same decision, and again with the same input.
  const bot = botForDifficulty(toyModule, 'hard', () => 0, budget);
  expect(bot(input())).toEqual(searched.action);
  expect(bot(input())).toEqual(bot(input()));
  // A clock that advances 100 ms per reading (a starved machine): the ceiling stops it after 10.
  let clock = 0;
  const starved = ismctsSearcher(toyModule, { iterations: 64, timeMs: 1000, now: () => (clock += 100), seed: 'difficulty:hard' })(input());
  expect(starved.iterations).toBe(10);
  expect(legal).toContainEqual(botForDifficulty(toyModule, 'normal', () => (clock += 100))(input()));
});
