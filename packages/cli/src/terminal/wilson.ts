/** A proportion with its 95% Wilson score interval. */
export interface Proportion {
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

const Z = 1.959964;

/** The 95% Wilson interval for `successes` out of `trials` (exact at the bounds, unlike the normal one). */
export function wilson(successes: number, trials: number): Proportion {
  if (trials === 0) return { rate: 0, low: 0, high: 1 };
  const p = successes / trials;
  const z2 = Z * Z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (Z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** "42.0% [40.1–43.9]" */
export function formatProportion(p: Proportion): string {
  const pct = (x: number): string => (100 * x).toFixed(1);
  return `${pct(p.rate)}% [${pct(p.low)}–${pct(p.high)}]`;
}
