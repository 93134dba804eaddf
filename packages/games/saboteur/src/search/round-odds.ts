/**
 * The gold-diggers' chance of winning the round from a tunnel gap to the gold and the cards left
 * (draw pile plus hands): a table measured in 5-player heuristic self-play
 * (bench/round-odds.ts, 150 games, 16,000 positions), smoothed to be monotone, and
 * interpolated linearly in the cards left.
 */

/** Rows: gap 1..8 (8 = 8 or more). Columns: cards left at 5, 15, 25, 35, 45, 55. */
const ODDS: readonly (readonly number[])[] = [
  [0.1, 0.37, 0.47, 0.75, 0.92, 0.97],
  [0.03, 0.05, 0.2, 0.54, 0.77, 0.89],
  [0.01, 0.02, 0.08, 0.35, 0.63, 0.84],
  [0, 0.01, 0.07, 0.24, 0.5, 0.74],
  [0, 0.01, 0.04, 0.2, 0.37, 0.64],
  [0, 0, 0.03, 0.13, 0.25, 0.52],
  [0, 0, 0.02, 0.1, 0.2, 0.42],
  [0, 0, 0.01, 0.06, 0.15, 0.3],
];

function rowOdds(row: readonly number[], left: number): number {
  const t = Math.min(row.length - 1, Math.max(0, (left - 5) / 10));
  const i = Math.floor(t);
  const lo = row[i] as number;
  const hi = row[Math.min(row.length - 1, i + 1)] as number;
  return lo + (hi - lo) * (t - i);
}

/**
 * P(the gold-diggers reach the gold this round | tunnel gap `gap` ≥ 1, `left` cards in play). A
 * fractional gap (e.g. lengthened by broken tools) interpolates between rows.
 */
export function minersRoundOdds(gap: number, left: number): number {
  const g = Math.min(ODDS.length, Math.max(1, gap)) - 1;
  const i = Math.floor(g);
  const lo = rowOdds(ODDS[i] as readonly number[], left);
  const hi = rowOdds(ODDS[Math.min(ODDS.length - 1, i + 1)] as readonly number[], left);
  return lo + (hi - lo) * (g - i);
}
