import type { Outcome, Seat } from '@tavern/engine';
import type { Options } from './options';
import type { State } from './state';

/** One line of the final standings. */
export interface Standing {
  readonly seat: number;
  readonly total: number;
  readonly roundsOut: number;
  readonly lastPenalty: number;
  /** 1-based; tied seats share a rank. */
  readonly rank: number;
}

/**
 * Final standings (spec §4.4, §4.5): lowest total (standard) or most remaining points (subtraction),
 * then most rounds gone out, then lowest penalty in the last round; still tied seats share a rank.
 */
export function standings(
  options: Options,
  totals: readonly number[],
  roundsOut: readonly number[],
  penalties: readonly (readonly number[])[],
): Standing[] {
  const sign = options.mode === 'standard' ? 1 : -1;
  const rows = totals.map((total, seat) => {
    const own = penalties[seat] ?? [];
    return { seat, total, roundsOut: roundsOut[seat] ?? 0, lastPenalty: own[own.length - 1] ?? 0 };
  });
  const compare = (a: (typeof rows)[number], b: (typeof rows)[number]): number =>
    sign * (a.total - b.total) || b.roundsOut - a.roundsOut || a.lastPenalty - b.lastPenalty;
  rows.sort((a, b) => compare(a, b) || a.seat - b.seat);
  const ranked: Standing[] = [];
  rows.forEach((row, index) => {
    const previous = ranked[index - 1];
    const prevRow = rows[index - 1];
    const rank =
      previous !== undefined && prevRow !== undefined && compare(prevRow, row) === 0
        ? previous.rank
        : index + 1;
    ranked.push({ ...row, rank });
  });
  return ranked;
}

/** The outcome of a finished game, with the numbers `tavern sim` averages; null while it runs. */
export function outcomeOf(state: State): Outcome | null {
  if (state.pending.kind !== 'gameOver') return null;
  const table = standings(state.options, state.totals, state.roundsOut, state.penalties);
  const winners = table.filter((row) => row.rank === 1).map((row) => row.seat as Seat);
  const rounds = state.penalties[0]?.length ?? 0;
  const stats: Record<string, number> = {
    rounds,
    voidRounds: state.voidRounds,
    turns: state.turns,
    turnsPerRound: rounds === 0 ? 0 : state.turns / rounds,
  };
  let penaltySum = 0;
  state.penalties.forEach((own, seat) => {
    const sum = own.reduce((a, b) => a + b, 0);
    penaltySum += sum;
    stats[`penaltySeat${seat}`] = sum;
    stats[`roundsOutSeat${seat}`] = state.roundsOut[seat] ?? 0;
  });
  stats['meanPenaltyPerRound'] = rounds === 0 ? 0 : penaltySum / (rounds * state.numPlayers);
  return { winners, label: decidedBy(table, state.options), scores: state.totals, stats };
}

/** Which key of the ranking decided the winner, for simulation tallies. */
function decidedBy(table: readonly Standing[], options: Options): string {
  const [first, second] = table;
  if (first === undefined || second === undefined) return 'Sole player';
  if (second.rank === first.rank) return 'Shared victory';
  if (second.total !== first.total)
    return options.mode === 'standard' ? 'Lowest total' : 'Most points left';
  if (second.roundsOut !== first.roundsOut) return 'Tie-break: rounds gone out';
  return 'Tie-break: last round';
}
