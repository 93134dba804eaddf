import type { AnyGameModule } from '@tavern/engine';
import type { Advantage } from './advantage';
import type { Proportion } from './wilson';

/** What to play: a game, a table size, a line-up of bots and how many seeded games. */
export interface ArenaOptions {
  readonly module: AnyGameModule;
  readonly players: number;
  /** Line-up entries (`random`, `heuristic`, `ismcts:100ms`...), rotated through the seats. */
  readonly lineup: readonly string[];
  readonly games: number;
  readonly seed: string;
  /** Game options; the game's defaults when absent. */
  readonly gameOptions?: unknown;
  /** Worker threads to play on (1 = in this thread). More than 1 needs `moduleSpecifier`. */
  readonly workers?: number;
  /** What a worker imports to find the game module, e.g. "@tavern/regicide" or a file URL. */
  readonly moduleSpecifier?: string;
  /** The export of `moduleSpecifier` holding the module; "gameModule" by default. */
  readonly moduleExport?: string;
  /** Called after every finished game. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** How one line-up entry did, over every seat it occupied. */
export interface ContestantResult {
  readonly spec: string;
  /** Wins over seat-games (a seat in one game), with a 95% Wilson interval. */
  readonly wins: Proportion;
  readonly decisions: number;
  /** Mean milliseconds per decision. */
  readonly meanThinkMs: number;
  /** `Outcome.stats` averaged over the finished games this entry sat in (once per seat). */
  readonly meanStats: Readonly<Record<string, number>>;
}

/** Everything an arena run measured. */
export interface ArenaResult {
  readonly game: string;
  readonly players: number;
  readonly games: number;
  readonly seed: string;
  readonly lineup: readonly string[];
  readonly contestants: readonly ContestantResult[];
  /** The first entry against each other one, paired by deal (the fair test of "beats"). */
  readonly advantages: readonly Advantage[];
  /** Games that some seat won (the team win rate of a cooperative game), with its interval. */
  readonly gamesWithWinner: Proportion;
  /** How many games ended each way (`Outcome.label`). */
  readonly labels: Readonly<Record<string, number>>;
  /** `Outcome.stats` averaged over finished games. */
  readonly meanStats: Readonly<Record<string, number>>;
  readonly meanSteps: number;
  readonly unfinished: number;
  readonly workers: number;
  readonly elapsedMs: number;
  readonly gamesPerSecond: number;
}
