// Load benchmark: concurrent rooms over real WebSocket connections on loopback, replaced by new
// rooms as their games end. Run: `npm run bench:server -- [--rooms 500] [--games regicide,saboteur]
// [--seats N] [--bot-rooms hard:20,normal:5] [--no-probe] [--seconds 20] [--think-ms 500] [--think-jitter 0.5] [--warmup-seconds 3]
// [--bot heuristic|random] [--bot-delay-ms 0] [--in-process] [--url URL] [--timeline FILE]`. Not a test: it prints figures.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BOT_KINDS, type BotKind } from '@tavern/engine/protocol';
import { defaultGames, startServer } from '../src/index';
import {
  histogramPercentiles,
  percentiles,
  serverBotFigures,
  UpdateSizes,
  type Percentiles,
  type ServerBotFigures,
} from './load-stats';
import { playRoom, type RoomPlan, type RoomTally } from './load-room';
import { watchGc, type GcPause } from './gc-log';
import { tailCauses, type TailCauses } from './tail-causes';

/** Rooms whose seats after the host's are the server's bots of one kind. */
export interface BotRooms {
  readonly kind: BotKind;
  readonly rooms: number;
}

/** What to run. */
export interface LoadBenchOptions {
  /** Rooms of client bots only, playing at the same time. */
  readonly rooms: number;
  /** Games the rooms cycle through (room i plays games[i % length]). */
  readonly games: readonly string[];
  /** Seats per room; by default each game's usual table (Regicide 2, Saboteur 5, Sanguosha 8, Gods' Gambit 4). */
  readonly seats?: number;
  /** Rooms where the host is a client and every other seat is a server-side bot. */
  readonly botRooms: readonly BotRooms[];
  /** One more room of two Regicide clients whose latency is reported on its own. */
  readonly probe: boolean;
  readonly durationMs: number;
  /** Client think time before each action (0 = act as soon as the update arrives). */
  readonly thinkMs: number;
  /**
   * Each think time is drawn uniformly from thinkMs × [1 − jitter, 1 + jitter] (seeded per seat).
   * 0 (the default) keeps it fixed: rooms started within one second then stay in step, and their
   * moves arrive in waves, a harsher load than people thinking for varying times.
   */
  readonly thinkJitter: number;
  /** How the client bots choose: the game's heuristic bot (longer, realistic games) or at random. */
  readonly bot: 'heuristic' | 'random';
  /** Run the server in this process instead of a child process (which gets its own core). */
  readonly inProcess: boolean;
  /** Use a server that is already running at this URL instead of starting one. */
  readonly url?: string;
  /** The server bots' think delay in ms (0: as fast as they can; the server's default is 700). */
  readonly botDelayMs: number;
  /** Latencies measured in the first ms (while rooms are being created) are not counted. */
  readonly warmupMs: number;
  /**
   * Writes every measured latency with its send time, and both processes' collections, to this
   * JSON file: `{ samples: [[sentAtMs, latencyMs]], serverGc, clientGc }` (times in ms since
   * the epoch), to see when a run's slow actions happened and what ran then.
   */
  readonly timeline?: string;
}

/** What was measured. */
export interface LoadBenchReport {
  readonly options: LoadBenchOptions;
  readonly actions: number;
  readonly actionsPerSecond: number;
  /**
   * From sending an action to receiving the update that includes it, at the sender, in ms: the
   * client-only rooms, the server-bot rooms of each kind (the host's actions), and the probe room.
   */
  readonly latencyMs: Readonly<Record<string, Percentiles>>;
  /** The same latencies by game (every group's rooms of that game, the probe's included). */
  readonly latencyMsByGame: Readonly<Record<string, Percentiles>>;
  /** Median and p99 size of one seat's update message, per game. */
  readonly bytesPerUpdate: ReturnType<UpdateSizes['report']>;
  /** `GET /healthz` answered after the warm-up (one request every 200 ms), in ms. */
  readonly healthzMs: Percentiles;
  readonly gamesFinished: number;
  /** Error messages received, by code (`staleVersion`, ...). */
  readonly errors: Readonly<Record<string, number>>;
  readonly serverMemoryMB: number;
  readonly clientMemoryMB: number;
  /**
   * The benchmark's own process (every client of every room): its event-loop delay and the share of
   * one core it used, in percent. A client process near 100% measures its own queue, not the server.
   */
  readonly client: {
    readonly eventLoopLagMs: { readonly p50: number; readonly p99: number; readonly max: number };
    readonly cpuPercent: number;
  };
  /** The machine's 1-minute load average when the run started and when it ended. */
  readonly loadAverage: { readonly start: number; readonly end: number };
  /**
   * The server's own histogram (`/metrics`): from receiving an action to handing every update to
   * the sockets, including the durable commit: the upper bounds, in seconds ("<= 0.05"), of the
   * buckets holding p50 and p99.
   */
  readonly serverLatencySeconds: { readonly p50: string; readonly p99: string };
  /**
   * The server's event-loop delay, its bots' searches and fallbacks, and after the warm-up the share
   * of one core it used and its CPU time per measured action (the figure that does not saturate).
   */
  readonly server: ServerBotFigures & {
    readonly cpuPercent: number;
    readonly cpuMsPerAction: number;
  };
  /**
   * The measured actions slower than 50 ms, and how many of them were in flight during a major
   * collection of the server or of the clients' process (null for a server given by `--url`).
   */
  readonly tail: TailCauses | null;
}

const DEFAULTS: LoadBenchOptions = {
  rooms: 500,
  games: ['regicide'],
  botRooms: [],
  probe: true,
  durationMs: 20_000,
  thinkMs: 500,
  thinkJitter: 0,
  bot: 'heuristic',
  inProcess: false,
  botDelayMs: 0,
  warmupMs: 3000,
};

/** Each game's usual table in the benchmark. */
const USUAL_SEATS: Readonly<Record<string, number>> = {
  regicide: 2,
  saboteur: 5,
  sanguosha: 8,
  'gods-gambit': 4,
};

const BUILT_TSCONFIG = fileURLToPath(new URL('../tsconfig.build.json', import.meta.url));

interface Server {
  readonly url: string;
  close(): Promise<void>;
}

async function startBenchServer(
  inProcess: boolean,
  dbFile: string,
  botDelayMs: number,
  gcLogFile: string,
): Promise<Server> {
  if (inProcess) {
    const running = await startServer({
      port: 0,
      host: '127.0.0.1',
      dbFile,
      logger: 'warn',
      staticDir: null,
      rooms: { botDelayMs },
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
      env: {
        ...process.env,
        TAVERN_BENCH_BOT_DELAY_MS: String(botDelayMs),
        TAVERN_BENCH_GC_LOG: gcLogFile,
        // The built packages, as shipped: a tsconfig without the source paths makes tsx resolve every
        // workspace package to its dist (TAVERN_BENCH_SOURCE=1 keeps the TypeScript sources).
        ...(process.env['TAVERN_BENCH_SOURCE'] === '1'
          ? {}
          : { TSX_TSCONFIG_PATH: BUILT_TSCONFIG }),
      },
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    // Lines before the address (node's own tracing, such as --trace-gc) go on to stderr.
    let listening = false;
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!listening && line.startsWith('{"url"')) {
        listening = true;
        resolve((JSON.parse(line) as { url: string }).url);
      } else process.stderr.write(`${line}\n`);
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

/** The rooms to keep playing: client rooms, server-bot rooms, then the probe. */
function roomPlans(
  options: LoadBenchOptions,
): { readonly group: string; readonly plan: RoomPlan }[] {
  const gameAt = (i: number): { game: string; seats: number } => {
    const game = options.games[i % options.games.length] ?? 'regicide';
    return { game, seats: options.seats ?? USUAL_SEATS[game] ?? 2 };
  };
  const plans: { group: string; plan: RoomPlan }[] = [];
  for (let i = 0; i < options.rooms; i++) {
    const { game, seats } = gameAt(i);
    plans.push({ group: 'clients', plan: { game, seats, clients: seats, botKind: null } });
  }
  for (const { kind, rooms } of options.botRooms) {
    for (let i = 0; i < rooms; i++) {
      const { game, seats } = gameAt(i);
      plans.push({ group: `bots:${kind}`, plan: { game, seats, clients: 1, botKind: kind } });
    }
  }
  if (options.probe) {
    plans.push({ group: 'probe', plan: { game: 'regicide', seats: 2, clients: 2, botKind: null } });
  }
  return plans;
}

/**
 * Polls `/healthz` every 200 ms until `stop` resolves; returns the time in ms of each answer asked
 * from `measureFrom` on (while a thousand rooms are being created, the server is busier than it
 * will be).
 */
async function pollHealth(url: string, stop: Promise<void>, measureFrom: number): Promise<number[]> {
  const times: number[] = [];
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  // Read through a function: the flag changes across awaits, which narrowing cannot see.
  const isStopped = (): boolean => stopped;
  while (!isStopped()) {
    const started = performance.now();
    await fetch(`${url}/healthz`).then((response) => response.arrayBuffer());
    if (started >= measureFrom) times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return times;
}

/** Runs the load benchmark and returns its figures. */
export async function runLoadBench(
  partial: Partial<LoadBenchOptions> = {},
): Promise<LoadBenchReport> {
  const options: LoadBenchOptions = { ...DEFAULTS, ...partial };
  const loadAtStart = loadavg()[0] ?? 0;
  const clientLag = monitorEventLoopDelay({ resolution: LAG_SAMPLING_MS });
  const clientGc = watchGc();
  const dir = mkdtempSync(join(tmpdir(), 'tavern-bench-'));
  const gcLogFile = join(dir, 'server-gc.json');
  const server: Server =
    options.url === undefined
      ? await startBenchServer(options.inProcess, join(dir, 'bench.db'), options.botDelayMs, gcLogFile)
      : { url: options.url, close: () => Promise.resolve() };
  const startedAt = performance.now();
  const tally: RoomTally = {
    latencies: new Map(),
    gameLatencies: new Map(),
    timed: [],
    sizes: new UpdateSizes(),
    errors: new Map(),
    gamesFinished: 0,
  };
  const plans = roomPlans(options);
  const settings = {
    url: server.url,
    deadline: startedAt + options.durationMs,
    measureFrom: startedAt + options.warmupMs,
    thinkMs: options.thinkMs,
    thinkJitter: options.thinkJitter,
    chooser: options.bot,
    modules: defaultGames,
  };
  // Each slot plays games back to back until the deadline; starts are staggered over a second.
  const slots = plans.map(
    ({ group, plan }, slot) =>
      new Promise<void>((resolve, reject) => {
        setTimeout(
          () => {
            const loop = async (): Promise<void> => {
              for (let round = 0; performance.now() < settings.deadline; round++) {
                await playRoom(plan, `${slot}:${round}`, group, settings, tally);
              }
            };
            loop().then(resolve, reject);
          },
          (slot * 1000) / plans.length,
        );
      }),
  );
  const done = Promise.all(slots).then(() => undefined);
  // Measured once the rooms are under way, as the latencies are.
  const clientCpuFrom: { usage: NodeJS.CpuUsage | null; at: number } = { usage: null, at: 0 };
  const serverCpuFrom: { seconds: Promise<number> | null; at: number } = { seconds: null, at: 0 };
  const measuring = setTimeout(() => {
    clientLag.enable();
    clientCpuFrom.usage = process.cpuUsage();
    clientCpuFrom.at = performance.now();
    serverCpuFrom.at = performance.now();
    serverCpuFrom.seconds = fetch(`${server.url}/metrics`).then(async (answer) =>
      serverCpuSeconds(await answer.text()),
    );
  }, options.warmupMs);
  const health = pollHealth(server.url, done, startedAt + options.warmupMs);
  await done;
  const healthTimes = await health;
  clearTimeout(measuring);
  clientLag.disable();
  const clientCpu = clientCpuFrom.usage === null ? null : process.cpuUsage(clientCpuFrom.usage);
  const clientCpuPercent =
    clientCpu === null
      ? 0
      : Math.round(
          (100 * (clientCpu.user + clientCpu.system)) /
            1000 /
            Math.max(1, performance.now() - clientCpuFrom.at),
        );
  const elapsed = (performance.now() - startedAt) / 1000;
  const status = (await (await fetch(`${server.url}/healthz`)).json()) as { memoryBytes: number };
  const metrics = await (await fetch(`${server.url}/metrics`)).text();
  const serverLatencySeconds = histogramPercentiles(metrics);
  const serverCpuMs =
    serverCpuFrom.seconds === null
      ? 0
      : (serverCpuSeconds(metrics) - (await serverCpuFrom.seconds)) * 1000;
  const serverMeasuredMs = Math.max(1, performance.now() - serverCpuFrom.at);
  await server.close();
  clientGc.stop();
  // An in-process server collects in this very process; a child wrote its pauses as it stopped.
  const serverGc: readonly GcPause[] | null = options.inProcess
    ? clientGc.pauses
    : existsSync(gcLogFile)
      ? (JSON.parse(readFileSync(gcLogFile, 'utf8')) as GcPause[])
      : null;
  rmSync(dir, { recursive: true, force: true });
  const measuredFrom = performance.timeOrigin + settings.measureFrom;
  if (options.timeline !== undefined) {
    const samples = tally.timed.map((sample) => [sample.at, sample.ms]);
    writeFileSync(options.timeline, JSON.stringify({ samples, serverGc, clientGc: clientGc.pauses }));
  }
  const actions = [...tally.latencies.values()].reduce((sum, sample) => sum + sample.length, 0);
  return {
    options,
    actions,
    actionsPerSecond: Math.round(actions / Math.max(0.001, elapsed - options.warmupMs / 1000)),
    latencyMs: Object.fromEntries(
      [...tally.latencies].map(([group, sample]) => [group, percentiles(sample)]),
    ),
    latencyMsByGame: Object.fromEntries(
      [...tally.gameLatencies].map(([game, sample]) => [game, percentiles(sample)]),
    ),
    bytesPerUpdate: tally.sizes.report(),
    healthzMs: percentiles(healthTimes),
    gamesFinished: tally.gamesFinished,
    errors: Object.fromEntries(tally.errors),
    serverMemoryMB: Math.round(status.memoryBytes / 1e6),
    clientMemoryMB: Math.round(process.memoryUsage().rss / 1e6),
    client: {
      eventLoopLagMs: {
        p50: lagMs(clientLag.percentile(50)),
        p99: lagMs(clientLag.percentile(99)),
        // A stall of the clients' process adds to every latency measured during it.
        max: lagMs(clientLag.max),
      },
      cpuPercent: clientCpuPercent,
    },
    loadAverage: { start: loadAtStart, end: loadavg()[0] ?? 0 },
    serverLatencySeconds,
    server: {
      ...serverBotFigures(metrics),
      cpuPercent: Math.round((100 * serverCpuMs) / serverMeasuredMs),
      cpuMsPerAction: Math.round((1000 * serverCpuMs) / Math.max(1, actions)) / 1000,
    },
    tail: serverGc === null ? null : tailCauses(tally.timed, serverGc, clientGc.pauses, measuredFrom),
  };
}

// The monitor's samples are timer intervals: a loop that is never late reads the interval itself.
const LAG_SAMPLING_MS = 10;

function lagMs(sampleNs: number): number {
  return Math.max(0, Math.round(sampleNs / 1e4) / 100 - LAG_SAMPLING_MS);
}

/** The server process's CPU time so far, from prom-client's `process_cpu_seconds_total`. */
function serverCpuSeconds(metrics: string): number {
  return Number(/^process_cpu_seconds_total ([0-9.e+-]+)$/m.exec(metrics)?.[1] ?? 0);
}

/** `hard:20,normal:5` → bot rooms per kind. */
function parseBotRooms(text: string): BotRooms[] {
  return text
    .split(',')
    .filter((entry) => entry.length > 0)
    .map((entry) => {
      const [kind = '', count = ''] = entry.split(':');
      if (!(kind in BOT_KINDS) || !/^\d+$/.test(count)) {
        throw new Error(
          `--bot-rooms: "${entry}" is not KIND:COUNT with KIND one of ${Object.keys(BOT_KINDS).join(', ')}`,
        );
      }
      return { kind: kind as BotKind, rooms: Number(count) };
    });
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const { values } = parseArgs({
    options: {
      rooms: { type: 'string' },
      seats: { type: 'string' },
      games: { type: 'string' },
      game: { type: 'string' },
      'bot-rooms': { type: 'string' },
      'no-probe': { type: 'boolean' },
      seconds: { type: 'string' },
      'think-ms': { type: 'string' },
      'think-jitter': { type: 'string' },
      'warmup-seconds': { type: 'string' },
      bot: { type: 'string' },
      'in-process': { type: 'boolean' },
      'bot-delay-ms': { type: 'string' },
      url: { type: 'string' },
      timeline: { type: 'string' },
    },
  });
  const games = values.games ?? values.game;
  const report = await runLoadBench({
    ...(values.rooms === undefined ? {} : { rooms: Number(values.rooms) }),
    ...(values.seats === undefined ? {} : { seats: Number(values.seats) }),
    ...(games === undefined ? {} : { games: games.split(',') }),
    ...(values['bot-rooms'] === undefined ? {} : { botRooms: parseBotRooms(values['bot-rooms']) }),
    ...(values['no-probe'] === true ? { probe: false } : {}),
    ...(values.seconds === undefined ? {} : { durationMs: Number(values.seconds) * 1000 }),
    ...(values['think-ms'] === undefined ? {} : { thinkMs: Number(values['think-ms']) }),
    ...(values['think-jitter'] === undefined
      ? {}
      : { thinkJitter: Number(values['think-jitter']) }),
    ...(values['warmup-seconds'] === undefined
      ? {}
      : { warmupMs: 1000 * Number(values['warmup-seconds']) }),
    ...(values['in-process'] === true ? { inProcess: true } : {}),
    ...(values['bot-delay-ms'] === undefined ? {} : { botDelayMs: Number(values['bot-delay-ms']) }),
    ...(values.bot === 'random' || values.bot === 'heuristic' ? { bot: values.bot } : {}),
    ...(values.url === undefined ? {} : { url: values.url }),
    ...(values.timeline === undefined ? {} : { timeline: values.timeline }),
  });
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}
