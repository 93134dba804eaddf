import type { Action, Bot, GameModule, GameState } from '@tavern/engine';
import { ismctsBot } from './ismcts/ismcts-bot';

/** The bot levels offered to players in the server and the web client. */
export const DIFFICULTIES = ['easy', 'normal', 'hard'] as const;

/** One of the offered bot levels. */
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Thinking time per decision of the searching levels, in milliseconds. */
export const DIFFICULTY_TIME_MS = { normal: 100, hard: 500 } as const;

/** Is `text` one of the offered bot levels? */
export function isDifficulty(text: string): text is Difficulty {
  return (DIFFICULTIES as readonly string[]).includes(text);
}

/**
 * The bot for a level: easy = the game's heuristic bot; normal = ISMCTS for about 100 ms per
 * decision; hard = ISMCTS for about 500 ms. `now` is the caller's clock in milliseconds (the
 * server's injected Clock, or performance.now in the terminal).
 */
export function botForDifficulty<S extends GameState, A extends Action, V, O>(
  module: GameModule<S, A, V, O>,
  level: Difficulty,
  now: () => number,
): Bot<V, A> {
  switch (level) {
    case 'easy':
      return (input) => module.heuristicBot(input);
    case 'normal':
    case 'hard':
      return ismctsBot(module, { timeMs: DIFFICULTY_TIME_MS[level], now, seed: `difficulty:${level}` });
  }
}
