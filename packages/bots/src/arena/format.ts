import type { ArenaResult } from './arena-types';

const percent = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** Left-aligned text columns, two spaces apart. */
function columns(rows: readonly (readonly string[])[]): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd());
}

/** The arena result as a terminal table: one line per line-up entry, then endings and statistics. */
export function formatArenaTable(result: ArenaResult): string {
  const header =
    `${result.game}: ${result.players} player${result.players === 1 ? '' : 's'}, ${result.games} games, seed ${result.seed}` +
    ` (${result.workers} worker${result.workers === 1 ? '' : 's'}, ${(result.elapsedMs / 1000).toFixed(1)} s, ` +
    `${result.gamesPerSecond.toFixed(2)} games/s)`;
  const rows = [
    ['Bot', 'Seat-games', 'Wins', 'Win rate', '95% CI', 'ms/decision'],
    ...result.contestants.map((c) => [
      c.spec,
      String(c.wins.trials),
      String(c.wins.successes),
      percent(c.wins.rate),
      `${percent(c.wins.low)} – ${percent(c.wins.high)}`,
      c.meanThinkMs.toFixed(c.meanThinkMs < 10 ? 2 : 1),
    ]),
  ];
  const endings = Object.entries(result.labels)
    .sort((a, b) => b[1] - a[1])
    .map(([label, count]) => `${label} ${count}`)
    .join(' · ');
  const statText = (stats: Readonly<Record<string, number>>): string =>
    Object.entries(stats)
      .map(([key, value]) => `${key} ${value.toFixed(2)}`)
      .join(' · ');
  const stats = statText(result.meanStats);
  // Game statistics differ by entry only when each game has one seat (solo line-ups take turns).
  const perEntry = result.players === 1 && result.contestants.length > 1 && stats.length > 0
    ? result.contestants.map((c) => `  ${c.spec}: ${statText(c.meanStats)}`)
    : [];
  const points = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}`;
  const paired = result.advantages.map(
    (a) => `${a.spec} vs ${a.over}: ${points(a.difference)} points (95% CI ${points(a.low)} – ${points(a.high)}, paired over ${a.deals} deals)`,
  );
  const g = result.gamesWithWinner;
  return [
    header,
    ...columns(rows),
    ...paired,
    `Games with a winner: ${percent(g.rate)} (${percent(g.low)} – ${percent(g.high)}) · mean ${result.meanSteps.toFixed(1)} decisions per game` +
      (result.unfinished > 0 ? ` · ${result.unfinished} unfinished` : ''),
    `Endings: ${endings}`,
    ...(stats.length > 0 ? [`Mean: ${stats}`] : []),
    ...perEntry,
  ].join('\n');
}
