import { randomInt } from 'node:crypto';
import { stableStringify, type Action } from '@tavern/engine';
import type { Clock, TimerHandle } from '../clock';

/**
 * Per game, the action types that only decline a window (answer nothing). A person whose every
 * legal action is one of these cannot answer, and is passed automatically (Sanguosha spec §6.3).
 */
const DECLINING_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  sanguosha: ['pass'],
};

/** How long an automatic pass waits, in ms: drawn uniformly from [min, max] for every seat alike. */
export interface AutoPassDelay {
  readonly min: number;
  readonly max: number;
}

/** Default wait before an automatic pass: long enough to look like a person reading the prompt. */
export const DEFAULT_AUTO_PASS_DELAY: AutoPassDelay = { min: 1200, max: 3500 };

/** Is `legal` a window `game` lets the seat decline, with nothing else it could answer? */
export function cannotAnswer(game: string, legal: readonly Action[]): boolean {
  const declining = DECLINING_ACTIONS[game];
  return (
    declining !== undefined &&
    legal.length > 0 &&
    legal.every((action) => declining.includes(action.type))
  );
}

/** A draw from [min, max], uniformly, from the CSPRNG (nobody can predict a seat's delay). */
export function secureDelay(delay: AutoPassDelay): number {
  const low = Math.max(0, Math.min(delay.min, delay.max));
  const high = Math.max(low, delay.max);
  return low === high ? low : randomInt(low, high + 1);
}

/** What the automatic pass needs to know about the seats that owe a decision now. */
export interface AutoPassPlan {
  readonly toAct: readonly number[];
  /** Seats a bot decides for: they are never auto-passed (the bot decides). */
  readonly isAutomated: (seat: number) => boolean;
  /** The legal actions of a seat now. */
  readonly legalFor: (seat: number) => readonly Action[];
  /** Submits `action` (the decline) for `seat`. */
  readonly onPass: (seat: number, action: Action) => void;
}

/**
 * The automatic pass of one room: a person who cannot answer the current window is passed after a
 * random delay, so the table does not wait on them, while the delay (the same distribution for
 * everyone, whatever they hold) tells nobody that they could not answer (spec §6.3). A seat turns
 * it off for itself with the `autoPass` message. A seat's delay is drawn once per decision: it
 * survives other seats' answers in the same window, as a turn deadline does.
 */
export class AutoPass {
  readonly #off = new Set<number>();
  readonly #due = new Map<number, number>();
  #timers: TimerHandle[] = [];
  /** Each seat's last automatic pass: the versions its decision was open at, and the pass. */
  readonly #made = new Map<number, MadePass>();

  constructor(
    readonly game: string,
    readonly clock: Clock,
    readonly drawDelay: () => number,
  ) {}

  /** Turns the automatic pass on or off for `seat` (on by default). */
  setEnabled(seat: number, on: boolean): void {
    if (on) this.#off.delete(seat);
    else {
      this.#off.add(seat);
      this.#due.delete(seat);
    }
  }

  isEnabled(seat: number): boolean {
    return !this.#off.has(seat);
  }

  /** Replaces the pending passes with the ones the current decision needs. */
  plan(plan: AutoPassPlan): void {
    this.#cancelTimers();
    const now = this.clock.now();
    const waiting = new Set<number>();
    for (const seat of plan.toAct) {
      if (plan.isAutomated(seat) || !this.isEnabled(seat)) continue;
      const legal = plan.legalFor(seat);
      const decline = legal[0];
      if (decline === undefined || !cannotAnswer(this.game, legal)) continue;
      waiting.add(seat);
      const at = this.#due.get(seat) ?? now + this.drawDelay();
      this.#due.set(seat, at);
      this.#timers.push(
        this.clock.schedule(Math.max(0, at - now), () => {
          plan.onPass(seat, decline);
        }),
      );
    }
    for (const seat of [...this.#due.keys()]) if (!waiting.has(seat)) this.#due.delete(seat);
  }

  /** The seat decided: its next window gets a fresh delay. */
  decided(seat: number): void {
    this.#due.delete(seat);
  }

  /**
   * The server passed for `seat` at version `at`, answering the decision open since `openedAt`.
   * Remembered so that the person's own pass of that decision, sent before they saw ours, is
   * taken as the answer it already is rather than refused as a move the game has moved past.
   */
  passed(seat: number, openedAt: number, at: number, action: Action): void {
    this.#made.set(seat, { openedAt, at, action: stableStringify(action) });
  }

  /** Is `action`, chosen by `seat` from version `expectedVersion`, the pass the server made for it? */
  alreadyMade(seat: number, expectedVersion: number, action: Action): boolean {
    const made = this.#made.get(seat);
    return (
      made !== undefined &&
      expectedVersion >= made.openedAt &&
      expectedVersion <= made.at &&
      stableStringify(action) === made.action
    );
  }

  /** When `seat` will be passed (ms since the epoch), or null if it will not be. */
  dueAt(seat: number): number | null {
    return this.#due.get(seat) ?? null;
  }

  /** Cancels every pending pass (the game ended or the room closed). */
  clear(): void {
    this.#cancelTimers();
    this.#due.clear();
    this.#made.clear();
  }

  #cancelTimers(): void {
    for (const timer of this.#timers) timer.cancel();
    this.#timers = [];
  }
}

/** An automatic pass the server made. */
interface MadePass {
  readonly openedAt: number;
  readonly at: number;
  /** The action, as stable JSON. */
  readonly action: string;
}
