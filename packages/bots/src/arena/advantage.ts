import type { GameRecord } from './play-game';

/** How much better one line-up entry did than another on the same deals, in win-rate points. */
export interface Advantage {
  readonly spec: string;
  readonly over: string;
  /** Mean over deals of (spec's win rate − over's win rate) in that deal, as a fraction. */
  readonly difference: number;
  /** 95% interval of that mean (normal approximation over independent deals). */
  readonly low: number;
  readonly high: number;
  /** Deals in which both entries sat at least once. */
  readonly deals: number;
}

/**
 * The first entry's advantage over every other entry, paired by deal. Games of one deal share
 * their cards and differ only in who sits where, so the deals (not the seat-games, which are
 * correlated within a game) are the independent samples; comparing inside a deal also cancels
 * the luck of the cards. `rotations` games make one deal (see `planGame`).
 */
export function advantages(records: readonly GameRecord[], lineup: readonly string[], rotations: number): Advantage[] {
  const specs = [...new Set(lineup)];
  const challenger = specs[0];
  if (challenger === undefined) return [];
  const deals = new Map<number, GameRecord[]>();
  for (const record of records) {
    const deal = Math.floor(record.index / rotations);
    deals.set(deal, [...(deals.get(deal) ?? []), record]);
  }
  return specs.slice(1).map((over) => {
    const differences: number[] = [];
    for (const games of deals.values()) {
      const a = winRate(games, challenger);
      const b = winRate(games, over);
      if (a !== null && b !== null) differences.push(a - b);
    }
    const n = differences.length;
    const mean = n === 0 ? 0 : differences.reduce((sum, d) => sum + d, 0) / n;
    const variance = n < 2 ? 0 : differences.reduce((sum, d) => sum + (d - mean) ** 2, 0) / (n - 1);
    const half = n < 2 ? Infinity : 1.96 * Math.sqrt(variance / n);
    // A difference of win rates lies in [−1, 1]; so does its interval.
    return { spec: challenger, over, difference: mean, low: Math.max(-1, mean - half), high: Math.min(1, mean + half), deals: n };
  });
}

/** The share of `spec`'s seats in these games that won, or null if it never sat. */
function winRate(games: readonly GameRecord[], spec: string): number | null {
  let seats = 0;
  let wins = 0;
  for (const game of games) {
    game.seats.forEach((entry, seat) => {
      if (entry !== spec) return;
      seats++;
      if (game.winners.some((winner) => winner === seat)) wins++;
    });
  }
  return seats === 0 ? null : wins / seats;
}
