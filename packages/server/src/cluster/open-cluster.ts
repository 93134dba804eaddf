import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { AnyGameModule } from '@tavern/engine';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { systemClock, type Clock } from '../clock';
import { PostgresStorage } from '../storage/postgres/postgres-storage';
import { ClusterOwnership, DEFAULT_LEASE_TIMINGS, type LeaseTimings } from './cluster-ownership';
import { clusterLobbyPage } from './cluster-lobby';
import type { RoomRegistry } from '../rooms/room-registry';
import type { ClusterSeams } from './cluster-seams';
import { FencedStorage } from './fenced-storage';
import { HttpForwarding } from './http-forwarding';
import { NodeBus } from './node-bus';
import { RelayHost } from './relay-host';
import { RoomLeases } from './room-leases';
import { RoomRouter } from './room-router';
import type { AddressPrefixes } from '../limits/address-key';
import { SharedConnectionLimit } from './shared-connection-limit';
import { SharedCreationLimit } from './shared-creation-limit';
import { SocketRouter } from './socket-router';

/** Where a cluster's shared services are, and how it behaves. */
export interface ClusterOptions {
  /** PostgreSQL (`DATABASE_URL`). */
  readonly databaseUrl: string;
  /** Redis (`REDIS_URL`). */
  readonly redisUrl: string;
  /**
   * Keeps this cluster apart from others on the same services: the PostgreSQL schema of its
   * tables and the prefix of its Redis keys (tests give each run its own). Default: none.
   */
  readonly namespace?: string;
  readonly timings?: Partial<LeaseTimings>;
  readonly games: readonly AnyGameModule[];
  readonly logger: Logger;
  readonly clock?: Clock;
  /** Room creations per address prefix per window, across the cluster. */
  readonly roomsPerAddress: number;
  readonly roomWindowMs: number;
  /** Unsent bytes a client socket may hold before it is cut off (as in `ServerLimits`). */
  readonly maxBufferedBytes: number;
  /** Open connections per address prefix, across the cluster. */
  readonly connectionsPerAddress: number;
  readonly addressPrefixes: AddressPrefixes;
}

/** An opened cluster mode: its storage and the seams `createServer` takes. */
export interface OpenedCluster {
  readonly storage: FencedStorage;
  readonly seams: ClusterSeams;
  /** This process's name among the others. */
  readonly node: string;
  /** The shared Redis (for the HTTP rate limit's counters). */
  readonly redis: Redis;
}

/**
 * Connects to PostgreSQL and Redis and builds everything cluster mode adds: leases (who runs each
 * room), the Redis relay of client connections and REST calls to rooms' owners, and the lobby and
 * creation limit shared by every process.
 */
export async function openCluster(options: ClusterOptions): Promise<OpenedCluster> {
  const timings: LeaseTimings = { ...DEFAULT_LEASE_TIMINGS, ...options.timings };
  const clock = options.clock ?? systemClock;
  const logger = options.logger;
  const node = `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;
  const pg = await PostgresStorage.open({
    url: options.databaseUrl,
    ...(options.namespace === undefined ? {} : { schema: options.namespace }),
    poolSize: 30,
  });
  const redisOptions = {
    maxRetriesPerRequest: 2,
    lazyConnect: true,
    ...(options.namespace === undefined ? {} : { keyPrefix: `${options.namespace}:` }),
  } as const;
  // Commands issued in one tick (relayed frames, updates) go to Redis in one write.
  const redis = new Redis(options.redisUrl, { ...redisOptions, enableAutoPipelining: true });
  const subscriber = new Redis(options.redisUrl, redisOptions);
  for (const connection of [redis, subscriber]) {
    connection.on('error', (error: unknown) => {
      logger.warn({ err: error }, 'Redis connection error');
    });
  }
  let bus: NodeBus;
  try {
    await Promise.all([redis.connect(), subscriber.connect()]);
    bus = await NodeBus.open(node, redis, subscriber, logger, timings.leaseTtlMs);
  } catch (error) {
    redis.disconnect();
    subscriber.disconnect();
    await pg.close();
    throw new Error(`cannot use Redis at ${options.redisUrl}: ${String(error)}`, { cause: error });
  }
  const leases = new RoomLeases(pg.pool, node, timings.leaseTtlMs);
  const ownership = new ClusterOwnership(leases, timings, clock, logger);
  const storage = new FencedStorage(pg, ownership);
  const router = new RoomRouter(leases, ownership, bus, timings.leaseTtlMs * 2 + 1000);
  const http = new HttpForwarding(bus, router, logger, 5000);
  const sockets = new SocketRouter(bus, router, options.maxBufferedBytes, timings.renewEveryMs);
  const games = new Map(options.games.map((module) => [module.def.id, module]));
  let host: RelayHost | null = null;
  let running: RoomRegistry | null = null;
  logger.info({ node }, 'cluster mode: PostgreSQL and Redis connected');

  const seams: ClusterSeams = {
    ownership,
    creations: new SharedCreationLimit(redis, options.roomsPerAddress, options.roomWindowMs),
    connections: new SharedConnectionLimit(
      redis,
      node,
      options.connectionsPerAddress,
      options.addressPrefixes,
      (other) => bus.isAlive(other),
      logger,
    ),
    redis,
    lobby: (limit, after) => clusterLobbyPage(pg.pool, games, limit, after),
    isRelayed: (request) => http.isRelayed(request),
    register(app, deps) {
      host = new RelayHost(bus, deps, timings.renewEveryMs);
      http.register(app);
    },
    serveSocket(socket, address, deps) {
      sockets.serve(socket, address, deps);
    },
    start(registry) {
      running = registry;
      ownership.start(registry);
    },
    async close() {
      sockets.close();
      host?.close();
      // Rooms close before their leases go, so no other process adopts a room still running here.
      await running?.close();
      await ownership.close();
      await bus.close();
      redis.disconnect();
      subscriber.disconnect();
    },
  };
  return { storage, seams, node, redis };
}
