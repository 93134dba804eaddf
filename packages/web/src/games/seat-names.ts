import type { SeatNames } from './types';

/** Replaces "Seat 2" / "P3" style references in a game's English words with the players' names. */
export function withNames(text: string, names: SeatNames, style: 'seat0' | 'p0' | 'p1'): string {
  if (style === 'seat0') return text.replace(/\bseat (\d+)\b/gi, (whole, n: string) => names[Number(n)] ?? whole);
  const offset = style === 'p1' ? 1 : 0;
  return text.replace(/\bP(\d+)\b/g, (whole, n: string) => names[Number(n) - offset] ?? whole);
}
