/** A timer handle returned by a `Clock`. */
export interface TimerHandle {
  cancel(): void;
}

/**
 * The server's only source of time: the wall clock in production, a manual clock in tests (so
 * turn timers and bot delays run without sleeping).
 */
export interface Clock {
  /** ms since the epoch. */
  now(): number;
  /** Runs `task` after `ms` milliseconds unless cancelled. */
  schedule(ms: number, task: () => void): TimerHandle;
}

/** The real clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  schedule(ms, task) {
    const timer = setTimeout(task, ms);
    timer.unref();
    return {
      cancel: () => {
        clearTimeout(timer);
      },
    };
  },
};
