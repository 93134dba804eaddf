import type { Action, Bot, GameModule, GameState } from '@tavern/engine';
import { ismctsBot } from './ismcts/ismcts-bot';

/** The bot levels offered to players in the server and the web client. */
export const DIFFICULTIES = ['easy', 'normal', 'hard'] as const;

/** One of the offered bot levels. */
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The levels that search (ISMCTS) rather than follow the heuristic. */
export type SearchingDifficulty = Exclude<Difficulty, 'easy'>;

/** How long a searching bot thinks about one decision. */
export interface SearchBudget {
  /** Search iterations per decision: the level's strength, the same on a quiet or a busy machine. */
  readonly iterations: number;
  /** Wall-clock ceiling in ms: on a starved machine the search stops here with fewer iterations. */
  readonly ceilingMs: number;
}

/**
 * Iterations per decision of each searching level, per game id. Normal is what one unloaded core of
 * the reference machine searches in about 100 ms (docs/bots.md, throughput benchmark), hard five
 * times that (about 500 ms): the levels the players knew as "100 ms" and "500 ms", made independent
 * of the load. Games not listed (test games, new games) get `otherGames`.
 */
export const DIFFICULTY_BUDGETS = {
  normal: {
    ceilingMs: 300,
    iterations: { regicide: 1500, 'gods-gambit': 1000, saboteur: 900, sanguosha: 150 },
    otherGames: 1000,
  },
  hard: {
    ceilingMs: 1500,
    iterations: { regicide: 7500, 'gods-gambit': 5000, saboteur: 4500, sanguosha: 750 },
    otherGames: 5000,
  },
} as const satisfies Record<
  SearchingDifficulty,
  { ceilingMs: number; iterations: Readonly<Record<string, number>>; otherGames: number }
>;

/** Is `text` one of the offered bot levels? */
export function isDifficulty(text: string): text is Difficulty {
  return (DIFFICULTIES as readonly string[]).includes(text);
}

/** The budget of a searching level in the game with this id. */
export function searchBudget(gameId: string, level: SearchingDifficulty): SearchBudget {
  const levelBudgets = DIFFICULTY_BUDGETS[level];
  const perGame: Readonly<Record<string, number>> = levelBudgets.iterations;
  return { iterations: perGame[gameId] ?? levelBudgets.otherGames, ceilingMs: levelBudgets.ceilingMs };
}

/**
 * The bot for a level: easy = the game's heuristic bot; normal and hard = ISMCTS with the level's
 * iterations for this game (`searchBudget`), stopped early at the wall-clock ceiling. `now` is the
 * caller's clock in milliseconds (the server's monotonic clock, or performance.now in the
 * terminal); `budget` replaces the level's (a test, or a caller that sends it to another thread).
 * With the iterations reached before the ceiling, the same input gives the same decision.
 */
export function botForDifficulty<S extends GameState, A extends Action, V, O>(
  module: GameModule<S, A, V, O>,
  level: Difficulty,
  now: () => number,
  budget?: SearchBudget,
): Bot<V, A> {
  switch (level) {
    case 'easy':
      return (input) => module.heuristicBot(input);
    case 'normal':
    case 'hard': {
      const { iterations, ceilingMs } = budget ?? searchBudget(module.def.id, level);
      return ismctsBot(module, { iterations, timeMs: ceilingMs, now, seed: `difficulty:${level}` });
    }
  }
}
