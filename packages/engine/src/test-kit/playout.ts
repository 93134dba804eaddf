import type { GameState } from '../game';
import type { AnyGameDef, Outcome } from '../game';
import type { LogEntry } from '../match';
import { seededRng } from '../rng';

/** The end of a random playout. */
export interface PlayoutResult {
  readonly state: GameState;
  readonly outcome: Outcome | null;
  readonly log: readonly LogEntry<unknown>[];
}

/** Plays uniformly random legal actions from `seed` until the game ends or `maxSteps` is reached. */
export function randomPlayout(
  game: AnyGameDef,
  numPlayers: number,
  seed: string,
  options: unknown = game.defaultOptions,
  maxSteps: number = game.maxSteps,
): PlayoutResult {
  const rng = seededRng(`playout:${seed}`);
  let state: GameState = game.setup(numPlayers, seed, options);
  const log: LogEntry<unknown>[] = [];
  while (log.length < maxSteps && game.outcome(state) === null) {
    const seat = rng.pick(game.toAct(state));
    const action = rng.pick(game.legalActions(state, seat));
    state = game.apply(state, seat, action).state;
    log.push({ seat, action });
  }
  return { state, outcome: game.outcome(state), log };
}
