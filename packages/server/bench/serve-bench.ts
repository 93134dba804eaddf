// The server under load, in its own process (so it has its own core): `npx tsx serve-bench.ts <dbFile>`.
// Prints {"url": ...} once listening.
import { writeFileSync } from 'node:fs';
import type { startServer as StartServer } from '../src/index';
import { sampleAllocations } from './allocation-profile';
import { gcSummary, watchGc } from './gc-log';

// TAVERN_BENCH_GC=1: the garbage collector's pauses by kind, written to stderr when the server
// stops. TAVERN_BENCH_GC_LOG=<file>: every pause, with its wall-clock time, written to <file> then
// (the load benchmark lays them beside its latency samples).
const gcLogFile = process.env['TAVERN_BENCH_GC_LOG'];
const gc = process.env['TAVERN_BENCH_GC'] === '1' || gcLogFile !== undefined ? watchGc() : null;

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
    if (gc !== null && process.env['TAVERN_BENCH_GC'] === '1') {
      const heapUsedMB = Math.round(process.memoryUsage().heapUsed / 2 ** 20);
      process.stderr.write(`${JSON.stringify({ gc: gcSummary(gc.pauses), heapUsedMB })}\n`);
    }
    if (gc !== null && gcLogFile !== undefined) writeFileSync(gcLogFile, JSON.stringify(gc.pauses));
    void running.close().then(() => process.exit(0));
  });
}
