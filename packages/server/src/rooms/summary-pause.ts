import type { Action } from '@tavern/engine';

/**
 * Per game, the action types that only close a summary step (a round's end): when a bot owes one,
 * the table pauses so people can read the summary. Words and rules stay in the games; this is
 * only about pacing, so the rules are untouched and replays are unaffected.
 */
const SUMMARY_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  saboteur: ['startNextRound'],
  'gods-gambit': ['startRound'],
};

/** How long a round summary stays up at most when nobody continues, unless settings say otherwise. */
export const DEFAULT_SUMMARY_PAUSE_MS = 20_000;

/** Is this set of legal actions only a summary step's "go on" for `game`? */
export function isSummaryStep(game: string, legal: readonly Action[]): boolean {
  const closing = SUMMARY_ACTIONS[game];
  return (
    closing !== undefined &&
    legal.length > 0 &&
    legal.every((action) => closing.includes(action.type))
  );
}

/**
 * The pause of one room at a summary step: it starts when the step is reached, and ends at its
 * deadline or as soon as every connected person said they are done reading.
 */
export class SummaryPause {
  #version = -1;
  #until = 0;
  readonly #ready = new Set<number>();

  /** Opens the pause for `version` (once); returns when it ends (ms since the epoch). */
  open(version: number, now: number, pauseMs: number): number {
    if (this.#version !== version) {
      this.#version = version;
      this.#until = now + pauseMs;
      this.#ready.clear();
    }
    return this.#until;
  }

  /** The pause's end if one is open at `version`, else null. */
  until(version: number): number | null {
    return this.#version === version ? this.#until : null;
  }

  /** `seat` is done reading; true if that leaves nobody among `people` still reading. */
  ready(seat: number, people: readonly number[]): boolean {
    this.#ready.add(seat);
    return people.every((person) => this.#ready.has(person));
  }

  /** Has everyone among `people` said they are done? */
  allReady(people: readonly number[]): boolean {
    return people.every((person) => this.#ready.has(person));
  }
}
