import type { LobbyPage } from '@tavern/engine/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { ConnectionLimit } from '../limits/connection-limit';
import type { CreationLimit } from '../limits/creation-limit';
import type { RoomOwnership } from '../rooms/room-ownership';
import type { RoomRegistry } from '../rooms/room-registry';
import type { ConnectionDeps, WireSocket } from '../ws/connection';

/**
 * What cluster mode changes in a server (`createServer`'s `cluster` option); without it the server
 * is the single-process one. Built by `openCluster`.
 */
export interface ClusterSeams {
  /** Which rooms this process may run (leases). */
  readonly ownership: RoomOwnership;
  /** Room creations per address, counted across processes. */
  readonly creations: CreationLimit;
  /** Open connections per address, counted across processes. */
  readonly connections: ConnectionLimit;
  /** The shared Redis, where the HTTP rate limit counts requests. */
  readonly redis: Redis;
  /** The lobby across processes. */
  lobby(limit: number, after: string | undefined): Promise<LobbyPage>;
  /** Is this an HTTP request this process runs for another one (already counted by its limits)? */
  isRelayed(request: FastifyRequest): boolean;
  /** Adds the relay's hooks to the app (before its routes). */
  register(app: FastifyInstance, deps: ConnectionDeps): void;
  /** Serves a new client socket, here or through the owner of its room. */
  serveSocket(socket: WireSocket, address: string, deps: ConnectionDeps): void;
  /** Starts lease upkeep and take-overs (instead of resuming every stored room). */
  start(registry: RoomRegistry): void;
  /** Stops relaying, closes the registry's rooms, and gives this process's leases up. */
  close(): Promise<void>;
}
