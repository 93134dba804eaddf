import type { Deadline } from '@tavern/engine/protocol';
import type { Clock, TimerHandle } from '../clock';

/** What the scheduler needs to know about the seats that owe a decision now. */
export interface DecisionPlan {
  readonly toAct: readonly number[];
  /** Seats a bot decides for (bot seats and seats on autopilot). */
  readonly isAutomated: (seat: number) => boolean;
  /** ms a person has per decision; 0 = no timer. */
  readonly turnMs: number;
  readonly botDelayMs: number;
  readonly onBotTurn: (seat: number) => void;
  readonly onTimeout: (seat: number) => void;
}

/**
 * Timers of one room: bot think delays and turn deadlines. A deadline belongs to one decision: it
 * survives other seats' actions (a simultaneous window) but is cleared when its seat acts.
 */
export class DecisionScheduler {
  readonly #deadlines = new Map<number, number>();
  #timers: TimerHandle[] = [];

  constructor(readonly clock: Clock) {}

  /** Replaces every pending timer with the ones the current decision needs. */
  plan(plan: DecisionPlan): void {
    this.cancelAll();
    for (const seat of [...this.#deadlines.keys()]) {
      if (!plan.toAct.includes(seat) || plan.isAutomated(seat)) this.#deadlines.delete(seat);
    }
    const now = this.clock.now();
    for (const seat of plan.toAct) {
      if (plan.isAutomated(seat)) {
        this.#timers.push(
          this.clock.schedule(plan.botDelayMs, () => {
            plan.onBotTurn(seat);
          }),
        );
      } else if (plan.turnMs > 0) {
        const at = this.#deadlines.get(seat) ?? now + plan.turnMs;
        this.#deadlines.set(seat, at);
        this.#timers.push(
          this.clock.schedule(Math.max(0, at - now), () => {
            plan.onTimeout(seat);
          }),
        );
      }
    }
  }

  /** The seat decided: its next decision gets a fresh deadline. */
  decided(seat: number): void {
    this.#deadlines.delete(seat);
  }

  /** Current deadlines, for updates. */
  deadlines(): Deadline[] {
    return [...this.#deadlines].map(([seat, at]) => ({ seat, at }));
  }

  cancelAll(): void {
    for (const timer of this.#timers) timer.cancel();
    this.#timers = [];
  }

  /** Cancels everything, including deadlines (the game ended or the room closed). */
  clear(): void {
    this.cancelAll();
    this.#deadlines.clear();
  }
}
