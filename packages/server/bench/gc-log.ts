// The garbage collector's pauses of one process, with wall-clock times so that two processes'
// records (the bench server's and its clients') can be laid side by side with latency samples.
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { percentile } from './load-stats';

/** One collection: when it started (ms since the epoch), how long it paused the thread, its kind. */
export interface GcPause {
  readonly at: number;
  readonly ms: number;
  readonly kind: string;
}

const GC_KINDS: Readonly<Record<number, string>> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};

/** Records every collection of this process from now on. */
export function watchGc(): { readonly pauses: readonly GcPause[]; stop(): void } {
  const pauses: GcPause[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // The kind is in `detail` since Node 16; these type definitions do not declare it.
      const detail = (entry as { readonly detail?: { readonly kind?: number } }).detail;
      pauses.push({
        at: performance.timeOrigin + entry.startTime,
        ms: entry.duration,
        kind: GC_KINDS[detail?.kind ?? -1] ?? 'other',
      });
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    pauses,
    stop: () => {
      observer.disconnect();
    },
  };
}

/** Count, total and p50/p99/max pause per kind, in ms rounded to tenths. */
export function gcSummary(pauses: readonly GcPause[]): Record<string, unknown>[] {
  const byKind = new Map<string, number[]>();
  for (const pause of pauses) {
    const list = byKind.get(pause.kind) ?? [];
    list.push(pause.ms);
    byKind.set(pause.kind, list);
  }
  return [...byKind].map(([kind, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    const at = (p: number): number => Math.round(10 * percentile(sorted, p)) / 10;
    const total = Math.round(sorted.reduce((sum, ms) => sum + ms, 0));
    return { kind, count: sorted.length, totalMs: total, p50Ms: at(50), p99Ms: at(99), maxMs: at(100) };
  });
}
