// Spectators benchmark: a crowd of spectators joins one busy room while a bystander room plays.
// Run: `npx tsx packages/server/bench/spectators.ts [--spectators 2000] [--batch 100] [--after 5]`.
// The server runs in a child process (`serve-bench.ts`). A person plays the crowded room against
// a bot at a person's pace; two clients play the bystander room back to back. Reported: the
// bystander's action→update latency (before the crowd, and from the first join until `--after`
// seconds after the last), how long the joins took, and what the crowd received. Not a test.
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { CrowdReport } from './spectator-crowd';
import { open, post } from './bench-client';
import { asSeat, seededRng, type Action } from '@tavern/engine';
import {
  applyDelta,
  type CreateRoomResponse,
  type SeatClaim,
  type ServerMessage,
  type UpdateMessage,
} from '@tavern/engine/protocol';
import { defaultGames } from '@tavern/game-registry';
import type WebSocket from 'ws';

const { values } = parseArgs({
  options: {
    spectators: { type: 'string', default: '2000' },
    batch: { type: 'string', default: '100' },
    after: { type: 'string', default: '5' },
    'bystander-think-ms': { type: 'string', default: '50' },
  },
});
const SPECTATORS = Number(values.spectators);
const BATCH = Number(values.batch);
const AFTER_MS = Number(values.after) * 1000;
const BYSTANDER_THINK_MS = Number(values['bystander-think-ms']);
const regicide = defaultGames.find((module) => module.def.id === 'regicide');
if (regicide === undefined) throw new Error('no regicide');

async function startServer(dbFile: string): Promise<{ url: string; stop: () => void }> {
  const script = fileURLToPath(new URL('./serve-bench.ts', import.meta.url));
  // TAVERN_BENCH_NODE_ARGS passes extra node flags to the server (e.g. --cpu-prof to profile it).
  const extra = (process.env['TAVERN_BENCH_NODE_ARGS'] ?? '').split(' ').filter((arg) => arg.length > 0);
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', script, dbFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      TAVERN_BENCH_SPECTATORS: String(SPECTATORS + 10),
      TAVERN_BENCH_BOT_DELAY_MS: '300',
    },
  });
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', (line) => {
      resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => {
      reject(new Error(`bench server exited (${code})`));
    });
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

/**
 * Plays a seat with the heuristic bot after `thinkMs`, folding deltas; `onLatency` gets the time
 * from each action sent to the update that includes it. Resolves when the game ends or `stop()`.
 */
function playSeat(
  socket: WebSocket,
  seat: number,
  thinkMs: number,
  onLatency: (ms: number, at: number) => void,
  isStopped: () => boolean,
): Promise<void> {
  const rng = seededRng(`spectators-bench:${seat}:${Math.random()}`);
  let held: UpdateMessage | null = null;
  let pending: { version: number; at: number } | null = null;
  let answered: number | undefined;
  return new Promise((resolve) => {
    socket.on('message', (data: Buffer) => {
      const received = JSON.parse(data.toString('utf8')) as ServerMessage;
      const message = received.type === 'delta' ? applyDelta(held, received) : received;
      if (message?.type !== 'update') return;
      held = message;
      const now = performance.now();
      if (pending !== null && message.version > pending.version) {
        onLatency(now - pending.at, now);
        pending = null;
      }
      if (message.outcome !== null || isStopped()) {
        resolve();
        return;
      }
      if (message.legal.length === 0) return;
      if (message.decision !== undefined && message.decision === answered) return;
      answered = message.decision;
      setTimeout(() => {
        if (isStopped()) return;
        const action: Action = regicide!.heuristicBot({
          seat: asSeat(seat),
          view: message.view,
          legal: message.legal,
          rng,
        });
        pending = { version: message.version, at: performance.now() };
        socket.send(JSON.stringify({ type: 'act', action, expectedVersion: message.version }));
      }, thinkMs);
    });
  });
}

async function newRoom(url: string, withBot: boolean): Promise<{ roomId: string; tokens: string[] }> {
  const host = await post<CreateRoomResponse>(`${url}/api/rooms`, {
    game: 'regicide',
    seats: 2,
    name: 'Bench',
    public: false,
  });
  if (withBot) return { roomId: host.roomId, tokens: [host.token] };
  const guest = await post<SeatClaim>(`${url}/api/rooms/${host.roomId}/seats`, { name: 'Guest' });
  return { roomId: host.roomId, tokens: [host.token, guest.token] };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const dir = mkdtempSync(join(tmpdir(), 'tavern-spectators-'));
const server = await startServer(join(dir, 'bench.db'));
const wsUrl = `${server.url.replace('http', 'ws')}/ws`;
let stopped = false;
// Read through a function: the flag changes across awaits, which narrowing cannot see.
const isStopped = (): boolean => stopped;
const latencies: { ms: number; at: number }[] = [];

// The crowded room: the host against a heuristic bot.
const crowded = await newRoom(server.url, true);
const hostSocket = await open(wsUrl);
const hostPlays = playSeat(hostSocket, 0, 300, () => undefined, isStopped);
hostSocket.send(JSON.stringify({ type: 'join', roomId: crowded.roomId, token: crowded.tokens[0] }));
await new Promise((resolve) => setTimeout(resolve, 200));
hostSocket.send(JSON.stringify({ type: 'addBot', seat: 1, bot: 'heuristic' }));
await new Promise((resolve) => setTimeout(resolve, 200));
hostSocket.send(JSON.stringify({ type: 'start' }));

// The bystander room: two clients, games back to back.
const bystander = (async () => {
  while (!isStopped()) {
    const room = await newRoom(server.url, false);
    const sockets = await Promise.all(room.tokens.map(() => open(wsUrl)));
    const games = sockets.map((socket, seat) =>
      playSeat(socket, seat, BYSTANDER_THINK_MS, (ms, at) => latencies.push({ ms, at }), isStopped),
    );
    sockets[1]!.send(JSON.stringify({ type: 'join', roomId: room.roomId, token: room.tokens[1] }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    sockets[0]!.send(JSON.stringify({ type: 'join', roomId: room.roomId, token: room.tokens[0] }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    sockets[0]!.send(JSON.stringify({ type: 'start' }));
    await Promise.race([Promise.all(games), new Promise((resolve) => setTimeout(resolve, 60_000))]);
    for (const socket of sockets) socket.close();
  }
})();

await new Promise((resolve) => setTimeout(resolve, 3000));
const crowdFrom = performance.now();
// The crowd runs in its own process, so its 2,000 sockets do not stall this one's clock.
const crowd = fork(
  fileURLToPath(new URL('./spectator-crowd.ts', import.meta.url)),
  [JSON.stringify({ wsUrl, roomId: crowded.roomId, spectators: SPECTATORS, batch: BATCH })],
  { execArgv: ['--import', 'tsx'] },
);
const crowdReport = (): Promise<CrowdReport> =>
  new Promise((resolve) => {
    crowd.once('message', (report) => {
      resolve(report as CrowdReport);
    });
    crowd.send('report');
  });
await new Promise<void>((resolve) => {
  crowd.once('message', () => {
    resolve();
  });
});
const joinedAt = performance.now();
const atJoin = await crowdReport();
await new Promise((resolve) => setTimeout(resolve, AFTER_MS));
const endAt = performance.now();
stopped = true;
const atEnd = await crowdReport();

const during = latencies.filter((l) => l.at >= crowdFrom && l.at <= endAt).map((l) => l.ms).sort((a, b) => a - b);
const before = latencies.filter((l) => l.at < crowdFrom).map((l) => l.ms).sort((a, b) => a - b);
const load = loadavg().map((x) => x.toFixed(2)).join(', ');
console.log(
  JSON.stringify(
    {
      spectators: atEnd.joined,
      joinFailures: atEnd.failures,
      joinSeconds: Number(((joinedAt - crowdFrom) / 1000).toFixed(2)),
      bystanderBefore: { samples: before.length, p50: percentile(before, 50), p99: percentile(before, 99) },
      bystanderDuringCrowd: {
        samples: during.length,
        p50: Number(percentile(during, 50).toFixed(1)),
        p99: Number(percentile(during, 99).toFixed(1)),
        max: Number((during.at(-1) ?? 0).toFixed(1)),
      },
      crowdFramesWhileJoining: atJoin.frames,
      crowdFramesPerSecondAfter: Math.round((atEnd.frames - atJoin.frames) / (AFTER_MS / 1000)),
      crowdBytes: atEnd.bytes,
      loadAverage: load,
    },
    null,
    2,
  ),
);
crowd.kill();
hostSocket.close();
await Promise.race([Promise.all([bystander, hostPlays]), new Promise((resolve) => setTimeout(resolve, 2000))]);
server.stop();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
