import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` while `active`. */
export function useNow(active: boolean, everyMs = 500): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    // A timer that just started must not count from the time the component last looked.
    setNow(Date.now());
    const timer = setInterval(() => {
      setNow(Date.now());
    }, everyMs);
    return () => {
      clearInterval(timer);
    };
  }, [active, everyMs]);
  return now;
}

/**
 * Whole seconds left until `at`, never negative, and never more than `limitSeconds` (the turn's
 * length: a client clock behind the server's must not show more time than a turn has).
 */
export function secondsLeft(at: number, now: number, limitSeconds = Infinity): number {
  return Math.min(limitSeconds, Math.max(0, Math.ceil((at - now) / 1000)));
}
