import type { AnyGameModule } from '@tavern/engine';
import { MAX_FRAME_BYTES, MAX_MESSAGE_BYTES } from '@tavern/engine/protocol';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { systemClock, type Clock } from './clock';
import { registerRestRoutes } from './http/rest-routes';
import { registerStaticClient } from './http/static-client';
import { Metrics } from './metrics';
import { RoomRegistry } from './rooms/room-registry';
import type { RoomSettings } from './rooms/room-types';
import { newMatchSeed } from './rooms/seat-tokens';
import type { Storage } from './storage/storage';
import { serveConnection, type ConnectionLimits } from './ws/connection';
import { Heartbeat } from './ws/heartbeat';
import { WindowCounter } from './ws/rate-limiter';

/** Everything the server is built from; tests inject games, storage and a manual clock. */
export interface ServerOptions {
  readonly games: readonly AnyGameModule[];
  readonly storage: Storage;
  readonly clock?: Clock;
  /** A pino logger, or a level for a new one ('silent' in tests). Default 'info'. */
  readonly logger?: Logger | string;
  readonly rooms?: Partial<RoomSettings>;
  readonly limits?: Partial<ServerLimits>;
  /** The built web client; null serves the "not built" page. */
  readonly staticDir?: string | null;
  /** Seeds for new matches; the CSPRNG by default. */
  readonly newSeed?: () => string;
  /** Behind a load balancer: take the client address from X-Forwarded-For (for per-address limits). */
  readonly trustProxy?: boolean;
}

/** Abuse limits. */
export interface ServerLimits extends ConnectionLimits {
  /** Largest WebSocket frame; a bigger one closes the connection (1009). */
  readonly maxFrameBytes: number;
  /** Every connection is pinged this often (ms); one that misses a pong is cut off. 0 = never. */
  readonly heartbeatMs: number;
  /** Rooms one address may create per `roomWindowMs`. */
  readonly roomsPerAddress: number;
  readonly roomWindowMs: number;
}

/** Defaults: generous for people, tight enough to stop a runaway script. */
export const DEFAULT_LIMITS: ServerLimits = {
  maxMessageBytes: MAX_MESSAGE_BYTES,
  maxFrameBytes: MAX_FRAME_BYTES,
  rate: { perSecond: 20, burst: 40 },
  maxRateStrikes: 100,
  maxBufferedBytes: 4 * 1024 * 1024,
  heartbeatMs: 30_000,
  roomsPerAddress: 30,
  roomWindowMs: 60 * 60 * 1000,
};

/** Defaults for rooms. */
export const DEFAULT_ROOM_SETTINGS: RoomSettings = {
  botDelayMs: 700,
  snapshotEvery: 50,
  timeoutsBeforeAutopilot: 2,
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
  const metrics = new Metrics();
  const games = new Map(options.games.map((module) => [module.def.id, module]));
  const registry = new RoomRegistry(
    {
      storage: options.storage,
      clock,
      logger,
      metrics,
      settings: { ...DEFAULT_ROOM_SETTINGS, ...options.rooms },
      newSeed: options.newSeed ?? newMatchSeed,
    },
    games,
    new WindowCounter(limits.roomsPerAddress, limits.roomWindowMs),
  );

  const fastifyLogger: FastifyBaseLogger = logger;
  const app: FastifyInstance = Fastify({
    loggerInstance: fastifyLogger,
    bodyLimit: limits.maxMessageBytes,
    trustProxy: options.trustProxy ?? false,
    // One line per HTTP request would drown the room and action lines that matter.
    logController: new LogController({ disableRequestLogging: true }),
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: limits.maxFrameBytes } });
  registerRestRoutes(app, {
    games: options.games,
    registry,
    metrics,
    clock,
    startedAt: clock.now(),
  });
  const heartbeat = new Heartbeat(clock, limits.heartbeatMs);
  app.get('/ws', { websocket: true }, (socket, request) => {
    heartbeat.watch(socket);
    serveConnection(socket, request.ip, { registry, clock, metrics, logger, limits });
  });
  heartbeat.start();
  await registerStaticClient(app, options.staticDir ?? null);

  const resumed = await registry.resumeAll();
  if (resumed > 0) logger.info({ resumed }, 'rooms resumed from storage');

  return {
    app,
    registry,
    metrics,
    async close() {
      heartbeat.stop();
      registry.close();
      await app.close();
    },
  };
}
