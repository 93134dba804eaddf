import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { NodeBus } from './node-bus';
import type { RelayMessage } from './relay-messages';
import type { RoomRouter } from './room-router';

/** The REST routes whose answer depends on the room's live state, which only its owner has. */
const OWNER_ROUTES = new Set(['/api/rooms/:roomId', '/api/rooms/:roomId/seats']);

/** The header marking a request this process injected for another (never trusted from outside). */
const RELAYED_HEADER = 'x-tavern-relayed';

interface Waiting {
  readonly resolve: (reply: Extract<RelayMessage, { t: 'httpReply' }>) => void;
  readonly timer: NodeJS.Timeout;
}

/**
 * REST calls about a room that another process runs are answered by that process: the edge sends
 * the method, path, body and client address over the bus, the owner runs the request through its
 * own routes (`app.inject`, so every check is the same) and sends the answer back.
 */
export class HttpForwarding {
  readonly #bus: NodeBus;
  readonly #router: RoomRouter;
  readonly #logger: Logger;
  readonly #timeoutMs: number;
  /** Proves a request was injected here by this very process. */
  readonly #secret = randomBytes(18).toString('base64url');
  readonly #waiting = new Map<string, Waiting>();

  constructor(bus: NodeBus, router: RoomRouter, logger: Logger, timeoutMs: number) {
    this.#bus = bus;
    this.#router = router;
    this.#logger = logger;
    this.#timeoutMs = timeoutMs;
  }

  /** Was this request injected by this process for another one (its limits were counted there)? */
  isRelayed(request: FastifyRequest): boolean {
    return request.headers[RELAYED_HEADER] === this.#secret;
  }

  /** Adds the forwarding hook and answers other processes' forwarded calls through `app`. */
  register(app: FastifyInstance): void {
    this.#bus.onMessage((message) => {
      if (message.t === 'http') void this.#answer(app, message);
      if (message.t === 'httpReply') {
        const waiting = this.#waiting.get(message.id);
        if (waiting === undefined) return;
        this.#waiting.delete(message.id);
        clearTimeout(waiting.timer);
        waiting.resolve(message);
      }
    });
    app.addHook('preHandler', async (request, reply) => {
      const route = request.routeOptions.url;
      if (route === undefined || !OWNER_ROUTES.has(route) || this.isRelayed(request)) return;
      const { roomId } = request.params as { roomId?: string };
      if (roomId === undefined) return;
      const where = await this.#router.route(roomId);
      if (where.kind === 'local') return;
      const answer = await this.#ask(where.node, request);
      return reply.code(answer.status).type(answer.contentType).send(answer.body);
    });
  }

  #ask(node: string, request: FastifyRequest): Promise<Extract<RelayMessage, { t: 'httpReply' }>> {
    const id = randomBytes(9).toString('base64url');
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#waiting.delete(id);
        resolve({
          t: 'httpReply',
          id,
          status: 503,
          contentType: 'application/json; charset=utf-8',
          body: JSON.stringify({
            code: 'internal',
            message: 'The server running this room did not answer; try again.',
          }),
        });
      }, this.#timeoutMs);
      this.#waiting.set(id, { resolve, timer });
      this.#bus.send(node, {
        t: 'http',
        from: this.#bus.node,
        id,
        method: request.method === 'POST' ? 'POST' : 'GET',
        url: request.url,
        body: request.body === undefined ? null : JSON.stringify(request.body),
        address: request.ip,
      });
    });
  }

  async #answer(
    app: FastifyInstance,
    message: Extract<RelayMessage, { t: 'http' }>,
  ): Promise<void> {
    try {
      const response = await app.inject({
        method: message.method,
        url: message.url,
        remoteAddress: message.address,
        headers: {
          [RELAYED_HEADER]: this.#secret,
          ...(message.body === null ? {} : { 'content-type': 'application/json' }),
        },
        ...(message.body === null ? {} : { payload: message.body }),
      });
      const contentType = response.headers['content-type'];
      this.#bus.send(message.from, {
        t: 'httpReply',
        id: message.id,
        status: response.statusCode,
        contentType: typeof contentType === 'string' ? contentType : 'application/json',
        body: response.body,
      });
    } catch (error) {
      this.#logger.error({ err: error }, 'could not answer a forwarded request');
    }
  }
}
