import type { Action } from '@tavern/engine';
import type { SearchBudget, SearchingDifficulty } from '@tavern/bots';

/**
 * Where a search worker imports game modules from: a package or file URL and the export that
 * holds either one game module or a list of them (`@tavern/game-registry`'s `defaultGames`).
 */
export interface WorkerGameSource {
  readonly specifier: string;
  readonly exportName: string;
}

/** The games the server offers, as a worker thread imports them. */
export const DEFAULT_WORKER_GAMES: readonly WorkerGameSource[] = [
  { specifier: '@tavern/game-registry', exportName: 'defaultGames' },
];

/**
 * One decision sent to a worker: exactly a bot's `BotInput` (its seat, its view, its legal
 * actions) with the generator's seed in place of the generator (which cannot cross a thread), plus
 * the level and its budget. Nothing of the state crosses the boundary.
 */
export interface SearchTask {
  readonly game: string;
  readonly level: SearchingDifficulty;
  readonly budget: SearchBudget;
  readonly seat: number;
  readonly view: unknown;
  readonly legal: readonly Action[];
  readonly seed: string;
}

/** A worker's answer: which of the task's legal actions it chose, and how much it searched. */
export interface SearchAnswer {
  readonly choice: number;
  readonly ms: number;
}
