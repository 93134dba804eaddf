// Figures of the load benchmark: latency percentiles, sizes per game, the server's histogram.

/** Percentiles of a sample, in its own unit. */
export interface Percentiles {
  readonly count: number;
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
}

/** The `p`th percentile (0-100) of an ascending sample; 0 for an empty one. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** p50/p90/p99/max of a sample, rounded to hundredths. */
export function percentiles(sample: readonly number[]): Percentiles {
  const sorted = [...sample].sort((a, b) => a - b);
  const round = (x: number): number => Math.round(x * 100) / 100;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

/** Sizes of the update messages one seat received, per game. */
export class UpdateSizes {
  readonly #byGame = new Map<string, number[]>();

  add(game: string, bytes: number): void {
    const sizes = this.#byGame.get(game) ?? [];
    sizes.push(bytes);
    this.#byGame.set(game, sizes);
  }

  /** Median and p99 bytes per update per seat, for each game seen. */
  report(): Record<
    string,
    { readonly updates: number; readonly median: number; readonly p99: number }
  > {
    return Object.fromEntries(
      [...this.#byGame].map(([game, sizes]) => {
        const { count, p50, p99 } = percentiles(sizes);
        return [game, { updates: count, median: p50, p99 }];
      }),
    );
  }
}

/** p50 and p99 bucket bounds of the server's action latency histogram (`/metrics` text). */
export function histogramPercentiles(metrics: string): { p50: string; p99: string } {
  const buckets = [
    ...metrics.matchAll(/tavern_action_latency_seconds_bucket\{le="([^"]+)"\} (\d+)/g),
  ].map((m) => ({
    le: m[1] ?? '',
    count: Number(m[2]),
  }));
  const total = buckets.at(-1)?.count ?? 0;
  const at = (p: number): string =>
    `<= ${buckets.find((b) => b.count >= (p / 100) * total)?.le ?? '?'}`;
  return { p50: at(50), p99: at(99) };
}

/** What the server's `/metrics` say about its event loop and its searching bots over the run. */
export interface ServerBotFigures {
  /** Event-loop delay over the run (prom-client's monitor), in ms. */
  readonly eventLoopLagMs: { readonly p50: number; readonly p99: number; readonly max: number };
  /** Decisions searched on the worker threads, per game. */
  readonly searches: Readonly<Record<string, number>>;
  /** Searching bots' decisions left to the heuristic, by reason. */
  readonly fallbacks: Readonly<Record<string, number>>;
}

/** Reads `ServerBotFigures` from `/metrics` text. */
export function serverBotFigures(metrics: string): ServerBotFigures {
  const gauge = (name: string): number => {
    const value = new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(metrics)?.[1];
    return value === undefined ? 0 : Math.round(Number(value) * 1e5) / 100;
  };
  const labelled = (pattern: RegExp): Record<string, number> =>
    Object.fromEntries([...metrics.matchAll(pattern)].map((m) => [m[1] ?? '', Number(m[2])]));
  return {
    eventLoopLagMs: {
      p50: gauge('nodejs_eventloop_lag_p50_seconds'),
      p99: gauge('nodejs_eventloop_lag_p99_seconds'),
      max: gauge('nodejs_eventloop_lag_max_seconds'),
    },
    searches: labelled(/^tavern_bot_search_seconds_count\{game="([^"]+)"\} (\d+)$/gm),
    fallbacks: labelled(/^tavern_bot_fallbacks_total\{reason="(\w+)"\} (\d+)$/gm),
  };
}
