import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { openCluster } from './cluster/open-cluster';
import type { LeaseTimings } from './cluster/cluster-ownership';
import {
  createServer,
  DEFAULT_LIMITS,
  type ServerOptions,
  type TavernServer,
} from './create-server';
import { defaultGames } from '@tavern/game-registry';
import { SqliteStorage, type Durability } from './storage/sqlite-storage';
import type { Storage } from './storage/storage';

/** Cluster mode: PostgreSQL and Redis shared by every process instead of a SQLite file. */
export interface ClusterStartOptions {
  readonly databaseUrl: string;
  readonly redisUrl: string;
  /** The PostgreSQL schema and Redis key prefix of this cluster (default: none). */
  readonly namespace?: string;
  readonly timings?: Partial<LeaseTimings>;
}

/** Options of a listening server backed by a SQLite file. */
export interface StartOptions extends Partial<Omit<ServerOptions, 'storage' | 'cluster'>> {
  /** 0 picks a free port. Default 8080. */
  readonly port?: number;
  /** Default 0.0.0.0 (all interfaces). */
  readonly host?: string;
  /** The SQLite file; created with its folder if missing. Default data/tavern.db. */
  readonly dbFile?: string;
  readonly durability?: Durability;
  /** Run as one process of a cluster (`DATABASE_URL` and `REDIS_URL`); `dbFile` is then unused. */
  readonly cluster?: ClusterStartOptions;
}

/** A running server. */
export interface RunningServer {
  /** e.g. http://localhost:8080 */
  readonly url: string;
  readonly port: number;
  readonly server: TavernServer;
  /** Stops accepting connections, closes rooms and the database. */
  close(): Promise<void>;
}

/** Where the built web client lives, relative to this package. */
export const DEFAULT_STATIC_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../web/dist',
);

/**
 * Starts Tavern: opens (or creates) the database, resumes its rooms and listens. With `cluster` it
 * is one process of several sharing PostgreSQL and Redis, and runs the rooms it holds leases on.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const games = options.games ?? defaultGames;
  const logger =
    typeof options.logger === 'object' ? options.logger : pino({ level: options.logger ?? 'info' });
  let storage: Storage;
  let cluster: ServerOptions['cluster'];
  if (options.cluster === undefined) {
    const dbFile = resolve(options.dbFile ?? 'data/tavern.db');
    mkdirSync(dirname(dbFile), { recursive: true });
    storage = new SqliteStorage(dbFile, options.durability ?? 'full');
  } else {
    const limits = { ...DEFAULT_LIMITS, ...options.limits };
    const opened = await openCluster({
      ...options.cluster,
      games,
      logger,
      ...(options.clock === undefined ? {} : { clock: options.clock }),
      roomsPerAddress: limits.roomsPerAddress,
      roomWindowMs: limits.roomWindowMs,
      maxBufferedBytes: limits.maxBufferedBytes,
      connectionsPerAddress: limits.connectionsPerAddress,
      addressPrefixes: limits.addressPrefixes,
    });
    storage = opened.storage;
    cluster = opened.seams;
  }
  let server: TavernServer;
  try {
    const { cluster: _clusterOptions, ...serverOptions } = options;
    server = await createServer({
      ...serverOptions,
      games,
      logger,
      storage,
      ...(cluster === undefined ? {} : { cluster }),
      staticDir: options.staticDir === undefined ? DEFAULT_STATIC_DIR : options.staticDir,
    });
  } catch (error) {
    await cluster?.close();
    await storage.close();
    throw error;
  }
  const host = options.host ?? '0.0.0.0';
  try {
    await server.app.listen({
      port: options.port ?? 8080,
      host,
      // A take-over makes every client of a dead process reconnect at once, through a proxy that
      // opens many connections together: a longer accept queue than Node's 511 keeps them all.
      ...(cluster === undefined ? {} : { backlog: 4096 }),
    });
  } catch (error) {
    // Release the writer thread and timers, or the process would live on without listening.
    await server.close();
    await storage.close();
    throw new Error(`cannot listen on ${host}:${options.port ?? 8080}: ${reasonOf(error)}`, {
      cause: error,
    });
  }
  const address = server.app.server.address();
  const port =
    typeof address === 'object' && address !== null ? address.port : (options.port ?? 8080);
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  let closed = false;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    server,
    async close() {
      if (closed) return;
      closed = true;
      await server.close();
      await storage.close();
    },
  };
}

/** A listen failure in words (`EADDRINUSE` → "the port is already in use"). */
function reasonOf(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'EADDRINUSE') return 'the port is already in use';
  if (code === 'EACCES') return 'permission denied (ports below 1024 need privileges)';
  if (code === 'EADDRNOTAVAIL') return 'this machine has no such address';
  return error instanceof Error ? error.message : String(error);
}
