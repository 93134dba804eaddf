// The server under load, in its own process (so it has its own core): `npx tsx serve-bench.ts <dbFile>`.
// Prints {"url": ...} once listening.
import { PerformanceObserver, constants } from 'node:perf_hooks';
import type { startServer as StartServer } from '../src/index';
import { sampleAllocations } from './allocation-profile';

// TAVERN_BENCH_GC=1: the garbage collector's pauses by kind, written to stderr when the server stops.
const gcPauses = new Map<string, number[]>();
const GC_KINDS: Readonly<Record<number, string>> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
if (process.env['TAVERN_BENCH_GC'] === '1') {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // The kind is in `detail` since Node 16; these type definitions do not declare it.
      const detail = (entry as { readonly detail?: { readonly kind?: number } }).detail;
      const kind = GC_KINDS[detail?.kind ?? -1] ?? 'other';
      let pauses = gcPauses.get(kind);
      if (pauses === undefined) gcPauses.set(kind, (pauses = []));
      pauses.push(entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });
}

function gcSummary(): string {
  const kinds = [...gcPauses].map(([kind, pauses]) => {
    const sorted = [...pauses].sort((a, b) => a - b);
    const at = (q: number): number => Math.round(10 * (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0)) / 10;
    const total = Math.round(sorted.reduce((sum, ms) => sum + ms, 0));
    return { kind, count: sorted.length, totalMs: total, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1) };
  });
  return JSON.stringify({ gc: kinds, heapUsedMB: Math.round(process.memoryUsage().heapUsed / 2 ** 20) });
}

// The server as shipped (tsc's build, what `npm start` runs) unless TAVERN_BENCH_SOURCE=1 asks for
// the TypeScript sources through tsx, whose transform makes every closure slower.
const { startServer } = (process.env['TAVERN_BENCH_SOURCE'] === '1'
  ? await import('../src/index')
  : await import('../dist/index.js')) as { startServer: typeof StartServer };

const dbFile = process.argv[2];
if (dbFile === undefined) throw new Error('usage: serve-bench.ts <dbFile>');
const running = await startServer({
  port: 0,
  host: '127.0.0.1',
  dbFile,
  durability: process.env['TAVERN_BENCH_DURABILITY'] === 'normal' ? 'normal' : 'full',
  logger: 'warn',
  staticDir: null,
  // The bots' think delay: 0 (bots as fast as they can) unless TAVERN_BENCH_BOT_DELAY_MS says; the
  // spectators benchmark also raises the spectator cap (TAVERN_BENCH_SPECTATORS).
  rooms: {
    botDelayMs: Number(process.env['TAVERN_BENCH_BOT_DELAY_MS'] ?? 0),
    maxSpectators: Number(process.env['TAVERN_BENCH_SPECTATORS'] ?? 50),
  },
  limits: {
    roomsPerAddress: 1_000_000,
    connectionsPerAddress: 1_000_000,
    httpRequestsPerMinute: 10_000_000,
    rate: { perSecond: 1000, burst: 1000 },
  },
});
process.stdout.write(`${JSON.stringify({ url: running.url.replace('localhost', '127.0.0.1') })}\n`);
sampleAllocations(process.env['TAVERN_BENCH_ALLOC']);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (gcPauses.size > 0) process.stderr.write(`${gcSummary()}\n`);
    void running.close().then(() => process.exit(0));
  });
}
