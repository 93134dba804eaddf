import type { AnyGameModule } from '@tavern/engine';
import { MAX_FRAME_BYTES, MAX_MESSAGE_BYTES } from '@tavern/engine/protocol';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import type { ClusterSeams } from './cluster/cluster-seams';
import { systemClock, type Clock } from './clock';
import { registerHttpHardening } from './http/hardening';
import { registerRestRoutes } from './http/rest-routes';
import { registerStaticClient } from './http/static-client';
import type { AddressPrefixes } from './limits/address-key';
import { ConnectionQuota } from './limits/connection-quota';
import { WindowCounter } from './limits/rate-limiter';
import { Metrics } from './metrics';
import { BotPool, defaultBotPoolSettings, type BotPoolSettings } from './rooms/bot-pool/bot-pool';
import { RoomRegistry } from './rooms/room-registry';
import type { RoomLifetimes, RoomSettings } from './rooms/room-types';
import { newMatchSeed } from './rooms/seat-tokens';
import type { Storage } from './storage/storage';
import { serveConnection, type ConnectionLimits } from './ws/connection';
import { Heartbeat } from './ws/heartbeat';
import { guardUpgrade } from './ws/upgrade-guard';
import { registerWebSocketRoute } from './ws/websocket-route';

/** Everything the server is built from; tests inject games, storage and a manual clock. */
export interface ServerOptions {
  readonly games: readonly AnyGameModule[];
  readonly storage: Storage;
  readonly clock?: Clock;
  /** A pino logger, or a level for a new one ('silent' in tests). Default 'info'. */
  readonly logger?: Logger | string;
  readonly rooms?: Partial<RoomSettings>;
  /** The searching bots' worker threads (sized to the machine by default). */
  readonly bots?: Partial<BotPoolSettings>;
  readonly lifetimes?: Partial<RoomLifetimes>;
  readonly limits?: Partial<ServerLimits>;
  /** The built web client; null serves the "not built" page. */
  readonly staticDir?: string | null;
  /** Seeds for new matches; the CSPRNG by default. */
  readonly newSeed?: () => string;
  /**
   * Behind a reverse proxy: which `X-Forwarded-For` hops to believe for the client address (the
   * address every per-address limit counts). false (default) believes none; true every hop; a
   * number that many hops; a list the proxies' addresses or CIDR blocks.
   */
  readonly trustProxy?: boolean | number | readonly string[];
  /** WebSocket upgrades are accepted only from pages of these origins; empty accepts any. */
  readonly allowedOrigins?: readonly string[];
  /** Cluster mode (`openCluster`): leases, the relay, shared lobby and limits. */
  readonly cluster?: ClusterSeams;
}

/** Abuse limits. */
export interface ServerLimits extends ConnectionLimits {
  /** Largest WebSocket frame; a bigger one closes the connection (1009). */
  readonly maxFrameBytes: number;
  /** Every connection is pinged this often (ms); one that misses a pong is cut off. 0 = never. */
  readonly heartbeatMs: number;
  /** Rooms one address prefix may create per `roomWindowMs`. */
  readonly roomsPerAddress: number;
  readonly roomWindowMs: number;
  /** How much of an address counts as one visitor for every per-address limit. */
  readonly addressPrefixes: AddressPrefixes;
  /** Open WebSocket connections one address prefix may hold. */
  readonly connectionsPerAddress: number;
  /** HTTP requests per minute per address prefix (static files included). */
  readonly httpRequestsPerMinute: number;
  /** Replay requests per minute per address prefix (each may re-simulate a whole game). */
  readonly replaysPerMinute: number;
}

/** Defaults: generous for people, tight enough to stop a runaway script. */
export const DEFAULT_LIMITS: ServerLimits = {
  maxMessageBytes: MAX_MESSAGE_BYTES,
  maxFrameBytes: MAX_FRAME_BYTES,
  rate: { perSecond: 20, burst: 40 },
  maxRateStrikes: 100,
  maxBufferedBytes: 4 * 1024 * 1024,
  closeGraceMs: 1000,
  heartbeatMs: 30_000,
  roomsPerAddress: 30,
  roomWindowMs: 60 * 60 * 1000,
  addressPrefixes: { ipv4: 24, ipv6: 64 },
  connectionsPerAddress: 32,
  httpRequestsPerMinute: 600,
  replaysPerMinute: 30,
};

/** Defaults for rooms. */
export const DEFAULT_ROOM_SETTINGS: RoomSettings = {
  botDelayMs: 700,
  snapshotEvery: 50,
  timeoutsBeforeAutopilot: 2,
  maxSpectators: 50,
};

/** Defaults for how long rooms live. */
export const DEFAULT_LIFETIMES: RoomLifetimes = {
  openIdleMs: 60 * 60 * 1000,
  playingIdleMs: 24 * 60 * 60 * 1000,
  finishedRetentionMs: 30 * 24 * 60 * 60 * 1000,
  sweepEveryMs: 60 * 1000,
};

/** A built server, not yet listening. */
export interface TavernServer {
  readonly app: FastifyInstance;
  readonly registry: RoomRegistry;
  readonly metrics: Metrics;
  /** Stops rooms and closes the HTTP server (the storage is the caller's to close). */
  close(): Promise<void>;
}

/** Builds the Fastify app (REST + WebSocket + static client) and resumes every stored room. */
export async function createServer(options: ServerOptions): Promise<TavernServer> {
  const clock = options.clock ?? systemClock;
  const logger =
    typeof options.logger === 'object' ? options.logger : pino({ level: options.logger ?? 'info' });
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const lifetimes: RoomLifetimes = { ...DEFAULT_LIFETIMES, ...options.lifetimes };
  const counts = (): ReturnType<RoomRegistry['counts']> => registry.counts();
  const metrics = new Metrics(counts);
  const games = new Map(options.games.map((module) => [module.def.id, module]));
  const cluster = options.cluster;
  const botPool = new BotPool(
    { ...defaultBotPoolSettings(), ...options.bots },
    { logger, clock, registry: metrics.registry, addressPrefixes: limits.addressPrefixes },
  );
  const registry = new RoomRegistry(
    {
      storage: options.storage,
      clock,
      logger,
      metrics,
      settings: { ...DEFAULT_ROOM_SETTINGS, ...options.rooms },
      botPool,
      newSeed: options.newSeed ?? newMatchSeed,
    },
    games,
    cluster?.creations ?? new WindowCounter(limits.roomsPerAddress, limits.roomWindowMs),
    lifetimes,
    cluster?.ownership ?? null,
  );

  const fastifyLogger: FastifyBaseLogger = logger;
  const app: FastifyInstance = Fastify({
    loggerInstance: fastifyLogger,
    bodyLimit: limits.maxMessageBytes,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // One line per HTTP request would drown the room and action lines that matter.
    logController: new LogController({ disableRequestLogging: true }),
  });
  await registerHttpHardening(app, {
    limits,
    metrics,
    ...(cluster === undefined
      ? {}
      : { isExempt: (request) => cluster.isRelayed(request), rateLimitRedis: cluster.redis }),
  });
  const connectionDeps = { registry, clock, metrics, logger, limits };
  cluster?.register(app, connectionDeps);
  registerRestRoutes(app, {
    games: options.games,
    registry,
    metrics,
    clock,
    storage: options.storage,
    limits,
    startedAt: clock.now(),
    ...(cluster === undefined ? {} : { lobby: (limit, after) => cluster.lobby(limit, after) }),
  });
  const heartbeat = new Heartbeat(clock, limits.heartbeatMs);
  const quota =
    cluster?.connections ??
    new ConnectionQuota(limits.connectionsPerAddress, limits.addressPrefixes);
  registerWebSocketRoute(app, {
    path: '/ws',
    maxPayload: limits.maxFrameBytes,
    guard: guardUpgrade(quota, options.allowedOrigins ?? []),
    onConnection(socket, address) {
      const release = quota.open(address);
      socket.on('close', release);
      heartbeat.watch(socket);
      if (cluster === undefined) serveConnection(socket, address, connectionDeps);
      else cluster.serveSocket(socket, address, connectionDeps);
    },
  });
  heartbeat.start();
  await registerStaticClient(app, options.staticDir ?? null);

  if (cluster === undefined) {
    const resumed = await registry.resumeAll();
    if (resumed > 0) logger.info({ resumed }, 'rooms resumed from storage');
  } else {
    // Rooms are adopted as their owners' leases lapse, never all resumed by every process.
    cluster.start(registry);
  }
  registry.startSweeping();

  return {
    app,
    registry,
    metrics,
    async close() {
      heartbeat.stop();
      // First, in cluster mode: stop taking relayed clients, close the rooms, then give the leases up.
      await cluster?.close();
      await registry.close();
      await app.close();
      await botPool.close();
    },
  };
}

/** `trustProxy` as Fastify takes it (a hop count becomes "trust the nearest n hops"). */
function fastifyTrustProxy(
  trust: boolean | number | readonly string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return typeof trust === 'boolean' ? trust : [...trust];
}
