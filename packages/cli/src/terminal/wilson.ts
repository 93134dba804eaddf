import type { Proportion } from '@tavern/bots';

export { wilsonInterval as wilson } from '@tavern/bots';

/** "42.0% [40.1–43.9]" */
export function formatProportion(p: Proportion): string {
  const pct = (x: number): string => (100 * x).toFixed(1);
  return `${pct(p.rate)}% [${pct(p.low)}–${pct(p.high)}]`;
}
