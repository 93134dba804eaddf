// Load benchmark: N concurrent rooms of bot-vs-bot games over real WebSocket connections on
// loopback. Run: `npx tsx packages/server/bench/load.ts [--rooms 500] [--seats 2] [--game regicide]
// [--seconds 20] [--think-ms 500] [--bot heuristic|random] [--in-process] [--url URL]`. Not a test: it prints figures.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { asSeat, seededRng, type Action, type Bot } from '@tavern/engine';
import {
  applyDelta,
  type CreateRoomResponse,
  type SeatClaim,
  type ServerMessage,
  type UpdateMessage,
} from '@tavern/engine/protocol';
import WebSocket from 'ws';
import { defaultGames, startServer } from '../src/index';

/** What to run. */
export interface LoadBenchOptions {
  /** Rooms playing at the same time (each replaced by a new one when its game ends). */
  readonly rooms: number;
  readonly seats: number;
  readonly game: string;
  readonly durationMs: number;
  /** Client think time before each action (0 = act as soon as the update arrives). */
  readonly thinkMs: number;
  /** How the client bots choose: the game's heuristic bot (longer, realistic games) or at random. */
  readonly bot: 'heuristic' | 'random';
  /** Run the server in this process instead of a child process (which gets its own core). */
  readonly inProcess: boolean;
  /** Use a server that is already running at this URL instead of starting one. */
  readonly url?: string;
  /** Latencies measured in the first ms (while rooms are being created) are not counted. */
  readonly warmupMs: number;
}

/** What was measured. */
export interface LoadBenchReport {
  readonly options: LoadBenchOptions;
  readonly actions: number;
  readonly actionsPerSecond: number;
  /** From sending an action to receiving the update that includes it, at the sender. */
  readonly latencyMs: {
    readonly p50: number;
    readonly p90: number;
    readonly p99: number;
    readonly max: number;
  };
  readonly updates: number;
  readonly bytesPerUpdate: number;
  readonly gamesFinished: number;
  readonly errors: number;
  readonly serverMemoryMB: number;
  readonly clientMemoryMB: number;
  /**
   * The server's own histogram (`/metrics`): from receiving an action to handing every update to
   * the sockets, including the durable commit. Upper bounds of the buckets holding p50 and p99.
   */
  /** Bucket bounds of the server histogram, in seconds. */
  readonly serverLatencyMs: { readonly p50: string; readonly p99: string };
}

const DEFAULTS: LoadBenchOptions = {
  rooms: 500,
  seats: 2,
  game: 'regicide',
  durationMs: 20_000,
  thinkMs: 500,
  bot: 'heuristic',
  inProcess: false,
  warmupMs: 3000,
};

interface Server {
  readonly url: string;
  close(): Promise<void>;
}

async function startBenchServer(inProcess: boolean, dbFile: string): Promise<Server> {
  if (inProcess) {
    const running = await startServer({
      port: 0,
      host: '127.0.0.1',
      dbFile,
      logger: 'warn',
      staticDir: null,
      rooms: { botDelayMs: 0 },
      limits: {
        roomsPerAddress: 1_000_000,
        connectionsPerAddress: 1_000_000,
        httpRequestsPerMinute: 10_000_000,
        rate: { perSecond: 1000, burst: 1000 },
      },
    });
    return { url: running.url.replace('localhost', '127.0.0.1'), close: () => running.close() };
  }
  const script = fileURLToPath(new URL('./serve-bench.ts', import.meta.url));
  // TAVERN_BENCH_NODE_ARGS passes extra node flags to the server (e.g. --cpu-prof to profile it).
  const extra = (process.env['TAVERN_BENCH_NODE_ARGS'] ?? '')
    .split(' ')
    .filter((arg) => arg.length > 0);
  const child: ChildProcess = spawn(
    process.execPath,
    [...extra, '--import', 'tsx', script, dbFile],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => {
      resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => {
      reject(new Error(`bench server exited (${code})`));
    });
  });
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Runs the load benchmark and returns its figures. */
export async function runLoadBench(
  partial: Partial<LoadBenchOptions> = {},
): Promise<LoadBenchReport> {
  const options: LoadBenchOptions = { ...DEFAULTS, ...partial };
  const module = defaultGames.find((candidate) => candidate.def.id === options.game);
  const choose: Bot<unknown, Action> =
    options.bot === 'heuristic' && module !== undefined
      ? (input) => module.heuristicBot(input)
      : ({ legal, rng }) => rng.pick(legal);
  const dir = mkdtempSync(join(tmpdir(), 'tavern-bench-'));
  const server: Server =
    options.url === undefined
      ? await startBenchServer(options.inProcess, join(dir, 'bench.db'))
      : { url: options.url, close: () => Promise.resolve() };
  const wsUrl = `${server.url.replace('http', 'ws')}/ws`;
  const latencies: number[] = [];
  let updates = 0;
  let updateBytes = 0;
  let gamesFinished = 0;
  let errors = 0;
  const startedAt = performance.now();
  const deadline = startedAt + options.durationMs;
  const measureFrom = startedAt + options.warmupMs;

  /** One room slot: play games back to back until the deadline. */
  const roomSlot = async (slot: number): Promise<void> => {
    for (let round = 0; performance.now() < deadline; round++) {
      const host = await post<CreateRoomResponse>(`${server.url}/api/rooms`, {
        game: options.game,
        seats: options.seats,
        name: 'Bench',
        public: false,
      });
      const tokens = [host.token];
      for (let seat = 1; seat < options.seats; seat++) {
        tokens.push(
          (
            await post<SeatClaim>(`${server.url}/api/rooms/${host.roomId}/seats`, {
              name: `B${seat}`,
            })
          ).token,
        );
      }
      const sockets = await Promise.all(
        tokens.map(
          () =>
            new Promise<WebSocket>((resolve, reject) => {
              const socket = new WebSocket(wsUrl);
              socket.once('open', () => {
                resolve(socket);
              });
              socket.once('error', reject);
            }),
        ),
      );
      await new Promise<void>((resolveGame) => {
        let finished = false;
        const finish = (): void => {
          if (finished) return;
          finished = true;
          clearTimeout(stopTimer);
          resolveGame();
        };
        const stopTimer = setTimeout(finish, Math.max(0, deadline - performance.now()));
        sockets.forEach((socket, seat) => {
          const rng = seededRng(`bench:${slot}:${round}:${seat}`);
          let pending: { version: number; at: number } | null = null;
          let held: UpdateMessage | null = null;
          // Each decision is answered once, even while other seats' answers to it arrive.
          let answered: number | undefined;
          socket.on('message', (data: Buffer) => {
            const received = JSON.parse(data.toString('utf8')) as ServerMessage;
            // Deltas are folded into the full update they stand for, as every client does.
            const message = received.type === 'delta' ? applyDelta(held, received) : received;
            if (message === null) {
              errors++;
              return;
            }
            if (message.type === 'update') held = message;
            if (message.type === 'error') {
              errors++;
              return;
            }
            if (message.type === 'joined' && seat === 0) {
              socket.send(JSON.stringify({ type: 'start' }));
              return;
            }
            if (message.type !== 'update') return;
            updates++;
            updateBytes += data.length;
            const now = performance.now();
            if (pending !== null && message.version > pending.version) {
              if (pending.at >= measureFrom) latencies.push(now - pending.at);
              pending = null;
            }
            if (message.outcome !== null) {
              if (seat === 0) gamesFinished++;
              finish();
              return;
            }
            if (message.legal.length === 0 || finished) return;
            if (message.decision !== undefined && message.decision === answered) return;
            answered = message.decision;
            const act = (): void => {
              if (finished) return;
              pending = { version: message.version, at: performance.now() };
              socket.send(
                JSON.stringify({
                  type: 'act',
                  action: choose({
                    seat: asSeat(seat),
                    view: message.view,
                    legal: message.legal,
                    rng,
                  }),
                  expectedVersion: message.version,
                }),
              );
            };
            if (options.thinkMs > 0) setTimeout(act, options.thinkMs);
            else act();
          });
        });
        // Guests join first so the host's start finds everyone connected.
        sockets.forEach((socket, seat) => {
          if (seat > 0)
            socket.send(JSON.stringify({ type: 'join', roomId: host.roomId, token: tokens[seat] }));
        });
        setTimeout(() => {
          sockets[0]?.send(JSON.stringify({ type: 'join', roomId: host.roomId, token: tokens[0] }));
        }, 20);
      });
      for (const socket of sockets) socket.close();
    }
  };

  // Stagger the room starts over a second so the first updates do not all collide.
  const slots = Array.from(
    { length: options.rooms },
    (_, slot) =>
      new Promise<void>((resolve, reject) => {
        setTimeout(
          () => {
            roomSlot(slot).then(resolve, reject);
          },
          (slot * 1000) / options.rooms,
        );
      }),
  );
  await Promise.all(slots);
  const elapsed = (performance.now() - startedAt) / 1000;
  const health = (await (await fetch(`${server.url}/healthz`)).json()) as { memoryBytes: number };
  const serverLatencyMs = histogramPercentiles(await (await fetch(`${server.url}/metrics`)).text());
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  const sorted = latencies.sort((a, b) => a - b);
  const round = (x: number): number => Math.round(x * 100) / 100;
  return {
    options,
    actions: sorted.length,
    actionsPerSecond: Math.round(
      sorted.length / Math.max(0.001, elapsed - options.warmupMs / 1000),
    ),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p90: round(percentile(sorted, 90)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
    },
    updates,
    bytesPerUpdate: Math.round(updateBytes / Math.max(1, updates)),
    gamesFinished,
    errors,
    serverMemoryMB: Math.round(health.memoryBytes / 1e6),
    clientMemoryMB: Math.round(process.memoryUsage().rss / 1e6),
    serverLatencyMs,
  };
}

/** p50 and p99 bucket bounds of the server's action latency histogram. */
function histogramPercentiles(metrics: string): { p50: string; p99: string } {
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

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const { values } = parseArgs({
    options: {
      rooms: { type: 'string' },
      seats: { type: 'string' },
      game: { type: 'string' },
      seconds: { type: 'string' },
      'think-ms': { type: 'string' },
      bot: { type: 'string' },
      'in-process': { type: 'boolean' },
      url: { type: 'string' },
    },
  });
  const report = await runLoadBench({
    ...(values.rooms === undefined ? {} : { rooms: Number(values.rooms) }),
    ...(values.seats === undefined ? {} : { seats: Number(values.seats) }),
    ...(values.game === undefined ? {} : { game: values.game }),
    ...(values.seconds === undefined ? {} : { durationMs: Number(values.seconds) * 1000 }),
    ...(values['think-ms'] === undefined ? {} : { thinkMs: Number(values['think-ms']) }),
    ...(values['in-process'] === true ? { inProcess: true } : {}),
    ...(values.bot === 'random' || values.bot === 'heuristic' ? { bot: values.bot } : {}),
    ...(values.url === undefined ? {} : { url: values.url }),
  });
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}
