import type { StartOptions } from '../start-server';
import { DEFAULT_LIMITS } from '../create-server';
import type { BotPoolSettings } from '../rooms/bot-pool/bot-pool';
import type { ServerEnv } from './server-config';

const MINUTE = 60 * 1000;

/** The bot pool settings the environment sets (the rest keep their machine-sized defaults). */
function botPoolFromEnv(env: ServerEnv): Partial<BotPoolSettings> {
  const threads = env.TAVERN_BOT_THREADS;
  const queue = env.TAVERN_BOT_QUEUE ?? (threads === undefined ? undefined : 2 * threads);
  return {
    ...(threads === undefined ? {} : { threads }),
    ...(queue === undefined ? {} : { queue }),
    perRoom: env.TAVERN_BOT_SEARCHES_PER_ROOM,
    perAddress: env.TAVERN_BOT_SEARCHES_PER_ADDRESS,
  };
}

/** The `startServer` options that the environment settings stand for. */
export function startOptionsFromEnv(env: ServerEnv): StartOptions {
  return {
    host: env.HOST,
    port: env.PORT,
    dbFile: env.TAVERN_DB,
    logger: env.LOG_LEVEL,
    durability: env.TAVERN_DURABILITY,
    trustProxy: env.TRUST_PROXY,
    allowedOrigins: env.TAVERN_ALLOWED_ORIGINS,
    rooms: {
      botDelayMs: env.TAVERN_BOT_DELAY_MS,
      maxSpectators: env.TAVERN_SPECTATORS_PER_ROOM,
    },
    bots: botPoolFromEnv(env),
    limits: {
      ...DEFAULT_LIMITS,
      roomsPerAddress: env.TAVERN_ROOMS_PER_HOUR,
      roomWindowMs: 60 * MINUTE,
      addressPrefixes: { ipv4: env.TAVERN_IPV4_PREFIX, ipv6: env.TAVERN_IPV6_PREFIX },
      connectionsPerAddress: env.TAVERN_CONNECTIONS_PER_ADDRESS,
      httpRequestsPerMinute: env.TAVERN_HTTP_REQUESTS_PER_MINUTE,
      replaysPerMinute: env.TAVERN_REPLAYS_PER_MINUTE,
    },
    lifetimes: {
      openIdleMs: env.TAVERN_OPEN_ROOM_IDLE_MINUTES * MINUTE,
      playingIdleMs: env.TAVERN_PLAYING_ROOM_IDLE_MINUTES * MINUTE,
      finishedRetentionMs: env.TAVERN_FINISHED_RETENTION_DAYS * 24 * 60 * MINUTE,
    },
  };
}
