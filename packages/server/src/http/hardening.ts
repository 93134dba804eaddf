import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { ServerLimits } from '../create-server';
import { addressKey } from '../limits/address-key';
import type { Metrics } from '../metrics';

/** What the HTTP hardening needs. */
export interface HardeningDeps {
  readonly limits: ServerLimits;
  readonly metrics: Metrics;
  /** Requests the rate limit does not count (cluster mode: calls already counted by another process). */
  readonly isExempt?: (request: FastifyRequest) => boolean;
  /** Counts requests in this Redis (cluster mode: one allowance across every process). */
  readonly rateLimitRedis?: Redis;
}

/**
 * Security headers (helmet, with a content security policy that fits the built client), gzip/brotli
 * for text answers, a per-address-prefix rate limit on the API and WebSocket upgrades (routes may
 * set a tighter one), and a latency histogram of every request.
 */
export async function registerHttpHardening(
  app: FastifyInstance,
  { limits, metrics, isExempt, rateLimitRedis }: HardeningDeps,
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        // Tavern is served over plain HTTP on a LAN or localhost too; upgrading would break it.
        upgradeInsecureRequests: null,
        connectSrc: ["'self'"],
      },
    },
  });
  // Brotli's default (quality 11) costs tens of ms per lobby page; 4 compresses nearly as well.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyRateLimit, {
    global: true,
    max: limits.httpRequestsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => addressKey(request.ip, limits.addressPrefixes),
    // A Redis that does not answer lets requests through rather than failing every one.
    ...(rateLimitRedis === undefined
      ? {}
      : { redis: rateLimitRedis, nameSpace: 'tavern:http:', skipOnError: true }),
    // The API and WebSocket upgrades cost the server work; the client's files do not.
    allowList: (request) =>
      !/^\/(api|ws)(\/|\?|$)/.test(request.url) || (isExempt?.(request) ?? false),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: 'tooManyRequests',
      message: `Too many requests from your address; try again in ${context.after}.`,
    }),
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.recordHttp(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
