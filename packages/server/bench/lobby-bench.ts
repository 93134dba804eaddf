// Lobby and expiry at scale: `npx tsx --expose-gc packages/server/bench/lobby-bench.ts [--rooms 20000]`.
// Creates N open public rooms (nobody connected), then measures `GET /api/rooms` (one page) size
// and time, alone and with 8 concurrent readers, and the server's memory; then moves the clock past
// the open-room idle time and measures memory once every room has expired.
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { LobbyPage } from '@tavern/engine/protocol';
import { defaultGames, startServer, systemClock, type Clock } from '../src/index';

/** The wall clock, shifted forward on demand (to reach idle times without waiting for them). */
class ShiftedClock implements Clock {
  shiftMs = 0;
  now(): number {
    return Date.now() + this.shiftMs;
  }
  schedule(ms: number, task: () => void) {
    return systemClock.schedule(ms, task);
  }
}

const { values } = parseArgs({ options: { rooms: { type: 'string' } } });
const roomCount = Number(values.rooms ?? 20_000);
const dir = mkdtempSync(join(tmpdir(), 'tavern-lobby-bench-'));
const clock = new ShiftedClock();
const running = await startServer({
  port: 0,
  host: '127.0.0.1',
  dbFile: join(dir, 'tavern.db'),
  durability: 'normal',
  logger: 'warn',
  staticDir: null,
  games: defaultGames,
  clock,
  limits: { roomsPerAddress: 10_000_000, httpRequestsPerMinute: 10_000_000 },
  lifetimes: { openIdleMs: 60 * 60_000, sweepEveryMs: 500 },
});
const registry = running.server.registry;
const megabytes = (bytes: number) => Math.round(bytes / 1e5) / 10;
const memory = () => {
  globalThis.gc?.();
  const usage = process.memoryUsage();
  return { rssMB: megabytes(usage.rss), heapUsedMB: megabytes(usage.heapUsed) };
};
const baseline = memory();

const started = performance.now();
const games = ['regicide', 'saboteur', 'sanguosha', 'gods-gambit'];
for (let i = 0; i < roomCount; i += 500) {
  await Promise.all(
    Array.from({ length: Math.min(500, roomCount - i) }, (_, j) =>
      registry.create(
        { game: games[(i + j) % games.length] ?? 'regicide', seats: 4, name: `Player ${i + j}` },
        {
          address: `10.${(i + j) >> 16}.${((i + j) >> 8) & 255}.${(i + j) & 255}`,
          limitKey: `k${i + j}`,
        },
      ),
    ),
  );
}
const createSeconds = (performance.now() - started) / 1000;
const withRooms = memory();

async function timedGet(path: string): Promise<{ ms: number; bytes: number; page: LobbyPage }> {
  const at = performance.now();
  // Asked for uncompressed: the size is the page's own, and the time is the server's work.
  const response = await fetch(`${running.url}${path}`, {
    headers: { 'accept-encoding': 'identity' },
  });
  const text = await response.text();
  return {
    ms: performance.now() - at,
    bytes: Buffer.byteLength(text),
    page: JSON.parse(text) as LobbyPage,
  };
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const alone: number[] = [];
let first: Awaited<ReturnType<typeof timedGet>> | undefined;
for (let i = 0; i < 30; i++) {
  const result = await timedGet('/api/rooms');
  first ??= result;
  alone.push(result.ms);
}
const concurrent: number[] = [];
for (let round = 0; round < 10; round++) {
  const results = await Promise.all(Array.from({ length: 8 }, () => timedGet('/api/rooms')));
  concurrent.push(...results.map((r) => r.ms));
}
const afterReads = memory();
/** Bytes on the wire for a page asked for with `encoding`, counted before decompression. */
function wireBytes(encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${running.url}/api/rooms`, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => {
        resolve(bytes);
      });
    }).on('error', reject);
  });
}
const gzipBytes = await wireBytes('gzip');
const brotliBytes = await wireBytes('br');

clock.shiftMs = 2 * 60 * 60_000;
const expiryStarted = performance.now();
while (registry.size > 0) await new Promise((resolve) => setTimeout(resolve, 200));
const expirySeconds = (performance.now() - expiryStarted) / 1000;
await new Promise((resolve) => setTimeout(resolve, 1000));
const afterExpiry = memory();

process.stdout.write(
  `${JSON.stringify(
    {
      rooms: roomCount,
      createSeconds: Math.round(createSeconds * 10) / 10,
      lobby: {
        roomsPerPage: first?.page.rooms.length,
        total: first?.page.total,
        bytes: first?.bytes,
        gzipBytes,
        brotliBytes,
        medianMsAlone: Math.round(median(alone) * 10) / 10,
        medianMsEightReaders: Math.round(median(concurrent) * 10) / 10,
        maxMsEightReaders: Math.round(Math.max(...concurrent) * 10) / 10,
      },
      memory: { baseline, withRooms, afterReads, afterExpiry },
      expirySeconds: Math.round(expirySeconds * 10) / 10,
      gcExposed: globalThis.gc !== undefined,
    },
    null,
    2,
  )}\n`,
);
await running.close();
rmSync(dir, { recursive: true, force: true });
