// Starting a server
export { startServer, DEFAULT_STATIC_DIR } from './start-server';
export type { StartOptions, RunningServer, ClusterStartOptions } from './start-server';
export {
  createServer,
  DEFAULT_LIMITS,
  DEFAULT_ROOM_SETTINGS,
  DEFAULT_LIFETIMES,
} from './create-server';
export type { ServerOptions, ServerLimits, TavernServer } from './create-server';

// Cluster mode (several processes on PostgreSQL and Redis)
export { openCluster } from './cluster/open-cluster';
export type { ClusterOptions, OpenedCluster } from './cluster/open-cluster';
export type { ClusterSeams } from './cluster/cluster-seams';
export { DEFAULT_LEASE_TIMINGS } from './cluster/cluster-ownership';
export type { LeaseTimings } from './cluster/cluster-ownership';

// Settings from the environment
export { serverEnvSchema, loadServerEnv, ConfigError } from './config/server-config';
export type { ServerEnv } from './config/server-config';
export { startOptionsFromEnv } from './config/start-options';
export { defaultGames } from '@tavern/game-registry';

// Seams
export { systemClock } from './clock';
export type { Clock, TimerHandle } from './clock';
export { SqliteStorage } from './storage/sqlite-storage';
export type { Durability } from './storage/sqlite-storage';
export { PostgresStorage } from './storage/postgres/postgres-storage';
export type { PostgresOptions, Fence } from './storage/postgres/postgres-storage';
export { LeaseLostError } from './storage/postgres/lease-lost-error';
export { SeqConflictError } from './storage/storage';
export type {
  Storage,
  RoomRecord,
  SeatRecord,
  ActionRecord,
  ActionEffects,
  ActionSource,
  SnapshotRecord,
} from './storage/storage';

// Rooms
export { RoomRegistry } from './rooms/room-registry';
export { Room } from './rooms/room';
export { replayRoomMatch, headerOf } from './rooms/room-replay';
export type { RoomSettings, RoomLifetimes } from './rooms/room-types';
export { Metrics } from './metrics';
