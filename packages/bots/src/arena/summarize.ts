import { advantages } from './advantage';
import type { ArenaOptions, ArenaResult, ContestantResult } from './arena-types';
import type { GameRecord } from './play-game';
import { wilsonInterval } from './wilson';

/** Turns game records into an arena result: per-entry win rates, endings and mean statistics. */
export function summarize(
  options: ArenaOptions,
  records: readonly GameRecord[],
  workers: number,
  elapsedMs: number,
): ArenaResult {
  const specs = [...new Set(options.lineup)];
  const contestants: ContestantResult[] = specs.map((spec) => {
    let seatGames = 0;
    let wins = 0;
    let decisions = 0;
    let thinkMs = 0;
    let finishedSeatGames = 0;
    const sums: Record<string, number> = {};
    for (const record of records) {
      record.seats.forEach((entry, seat) => {
        if (entry !== spec) return;
        seatGames++;
        if (record.finished) {
          finishedSeatGames++;
          for (const [key, value] of Object.entries(record.stats)) sums[key] = (sums[key] ?? 0) + value;
        }
        if (record.winners.includes(seat as never)) wins++;
        decisions += record.decisions[seat] ?? 0;
        thinkMs += record.thinkMs[seat] ?? 0;
      });
    }
    return {
      spec,
      wins: wilsonInterval(wins, seatGames),
      decisions,
      meanThinkMs: decisions === 0 ? 0 : thinkMs / decisions,
      meanStats: means(sums, finishedSeatGames),
    };
  });
  const labels: Record<string, number> = {};
  const statSums: Record<string, number> = {};
  let finished = 0;
  let steps = 0;
  for (const record of records) {
    labels[record.label] = (labels[record.label] ?? 0) + 1;
    steps += record.steps;
    if (!record.finished) continue;
    finished++;
    for (const [key, value] of Object.entries(record.stats)) statSums[key] = (statSums[key] ?? 0) + value;
  }
  const meanStats = means(statSums, finished);
  return {
    game: options.module.def.id,
    players: options.players,
    games: records.length,
    seed: options.seed,
    lineup: options.lineup,
    contestants,
    advantages: advantages(records, options.lineup, options.lineup.length),
    gamesWithWinner: wilsonInterval(records.filter((r) => r.winners.length > 0).length, records.length),
    labels,
    meanStats,
    meanSteps: records.length === 0 ? 0 : steps / records.length,
    unfinished: records.length - finished,
    workers,
    elapsedMs,
    gamesPerSecond: elapsedMs > 0 ? (records.length * 1000) / elapsedMs : 0,
  };
}

function means(sums: Readonly<Record<string, number>>, count: number): Record<string, number> {
  return Object.fromEntries(Object.entries(sums).map(([key, sum]) => [key, sum / Math.max(1, count)]));
}
