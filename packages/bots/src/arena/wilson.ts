/** A proportion with its 95% Wilson score interval. */
export interface Proportion {
  readonly successes: number;
  readonly trials: number;
  /** successes / trials (0 when there were no trials). */
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

/**
 * The Wilson score interval for a binomial proportion (z = 1.96 for 95%). Unlike the normal
 * approximation it stays inside [0, 1] and behaves near 0% and 100% win rates.
 */
export function wilsonInterval(successes: number, trials: number, z = 1.96): Proportion {
  if (trials === 0) return { successes, trials, rate: 0, low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { successes, trials, rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
