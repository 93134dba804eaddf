import { isIP } from 'node:net';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A whole number from an environment string, within bounds. */
const whole = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** An address or CIDR block a proxy may be at. */
const proxyAddress = z
  .string()
  .trim()
  .refine((entry) => {
    const [address = '', bits, extra] = entry.split('/');
    if (extra !== undefined || isIP(address) === 0) return false;
    const max = isIP(address) === 4 ? 32 : 128;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= max);
  }, 'must be an IP address or a CIDR block such as 10.0.0.0/8');

/**
 * `TRUST_PROXY`: whether to believe `X-Forwarded-For`. `false` (default: the peer's own address
 * counts), `true` (trust every hop: only behind a proxy that overwrites the header), a number of
 * hops, or a comma-separated list of proxy addresses / CIDR blocks.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((text, ctx): boolean | number | string[] => {
    if (text === '' || text === 'false') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    for (const entry of entries) {
      if (!proxyAddress.safeParse(entry).success) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not true, false, a hop count, or an IP address or CIDR block`,
        });
        return z.NEVER;
      }
    }
    return entries;
  });

/** Comma-separated origins (`https://tavern.example`); each must be a bare origin. */
const origins = z
  .string()
  .trim()
  .transform((text, ctx): string[] => {
    const entries = text === '' ? [] : text.split(',').map((entry) => entry.trim());
    for (const entry of entries) {
      let origin: string | null = null;
      try {
        origin = new URL(entry).origin;
      } catch {
        origin = null;
      }
      if (origin !== entry) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not an origin like https://tavern.example`,
        });
        return z.NEVER;
      }
    }
    return entries;
  });

/**
 * Every setting the server reads from the environment, with its default. This schema is the one
 * place they are defined; the server README lists them.
 */
export const serverEnvSchema = z.object({
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: whole(0, 65535).default(8080),
  TAVERN_DB: z.string().trim().min(1).default('data/tavern.db'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  /** `full` survives power loss; `normal` only a process crash, for more speed. */
  TAVERN_DURABILITY: z.enum(['full', 'normal']).default('full'),
  /** Empty: any origin may open a WebSocket. */
  TAVERN_ALLOWED_ORIGINS: origins.default([]),
  TAVERN_BOT_DELAY_MS: whole(0, 60_000).default(700),
  /** Worker threads for searching bots; unset: one per core but one (at least one). */
  TAVERN_BOT_THREADS: whole(1, 256).optional(),
  /** Searches waiting for a thread; past it the heuristic decides. Unset: two per thread. */
  TAVERN_BOT_QUEUE: whole(0, 100_000).optional(),
  TAVERN_BOT_SEARCHES_PER_ROOM: whole(1, 100).default(2),
  TAVERN_BOT_SEARCHES_PER_ADDRESS: whole(1, 100_000).default(4),
  TAVERN_ROOMS_PER_HOUR: whole(1, 100_000).default(30),
  TAVERN_IPV4_PREFIX: whole(8, 32).default(24),
  TAVERN_IPV6_PREFIX: whole(16, 128).default(64),
  TAVERN_CONNECTIONS_PER_ADDRESS: whole(1, 100_000).default(32),
  TAVERN_SPECTATORS_PER_ROOM: whole(0, 100_000).default(50),
  TAVERN_HTTP_REQUESTS_PER_MINUTE: whole(1, 1_000_000).default(600),
  TAVERN_REPLAYS_PER_MINUTE: whole(1, 100_000).default(30),
  TAVERN_OPEN_ROOM_IDLE_MINUTES: whole(1, 525_600).default(60),
  TAVERN_PLAYING_ROOM_IDLE_MINUTES: whole(1, 525_600).default(1440),
  TAVERN_FINISHED_RETENTION_DAYS: whole(1, 36_500).default(30),
});

/** The settings after parsing. */
export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** A setting that cannot be used; the message names every bad one. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads and checks the settings from `env` (only the names the schema knows are looked at). */
export function loadServerEnv(env: Readonly<Record<string, string | undefined>>): ServerEnv {
  const known = Object.fromEntries(
    Object.keys(serverEnvSchema.shape)
      .filter((name) => env[name] !== undefined)
      .map((name) => [name, env[name]]),
  );
  const parsed = serverEnvSchema.safeParse(known);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = issue.path.join('.');
    return `${name}=${JSON.stringify(known[name] ?? '')}: ${issue.message}`;
  });
  throw new ConfigError(`bad setting${problems.length > 1 ? 's' : ''}: ${problems.join('; ')}`);
}
