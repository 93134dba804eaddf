import type { RestError } from '@tavern/engine/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConnectionLimit } from '../limits/connection-limit';

/**
 * Checks a WebSocket upgrade before it happens: the page's `Origin` must be allowed when a list is
 * configured (browsers always send it, so another site's page cannot open a connection; programs
 * such as the terminal client send none and pass), and the address prefix must have a connection
 * to spare. Refusals are plain HTTP answers.
 */
export function guardUpgrade(quota: ConnectionLimit, allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const origin = request.headers.origin;
    if (allowed.size > 0 && origin !== undefined && !allowed.has(origin)) {
      await reply.code(403).send({
        code: 'originNotAllowed',
        message: 'This server does not accept connections from that site.',
      } satisfies RestError);
      return;
    }
    if (!(await quota.allows(request.ip))) {
      await reply.code(429).send({
        code: 'tooManyRequests',
        message: 'Too many open connections from your address; close some tabs and try again.',
      } satisfies RestError);
    }
  };
}
