import { ServerResponse, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';

/** An upgrade request on its way through Fastify's hooks: the socket and the bytes read past it. */
interface PendingUpgrade {
  readonly socket: Duplex;
  readonly head: Buffer;
}

/** How the WebSocket route is set up. */
export interface WebSocketRouteOptions {
  readonly path: string;
  /** Largest frame; a bigger one closes the connection (1009). */
  readonly maxPayload: number;
  /** Runs before the upgrade, like a route's `preValidation`; an answer it sends refuses it. */
  readonly guard: preValidationAsyncHookHandler;
  /** Called once per accepted connection with the client's address (as `trustProxy` reads it). */
  readonly onConnection: (socket: WebSocket, address: string) => void;
}

/**
 * Accepts WebSocket upgrades at one path, after every Fastify hook (the rate limit, the guard) has
 * passed, as a plain HTTP request would. Once a connection is open, nothing of its HTTP request
 * stays reachable from it: a thousand rooms hold about eight thousand connections for hours, and a
 * request, its reply and its logger per connection (what `@fastify/websocket` keeps through the
 * socket's error listener and the response it assigns to the socket) made 15% of the live heap
 * that every major collection marks.
 */
export function registerWebSocketRoute(app: FastifyInstance, options: WebSocketRouteOptions): void {
  const server = new WebSocketServer({ noServer: true, maxPayload: options.maxPayload });
  const pending = new WeakMap<IncomingMessage, PendingUpgrade>();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    // Node removes its own error listener before it emits 'upgrade'; a reset during the hooks
    // would otherwise be an uncaught error.
    socket.on('error', destroyOnError);
    pending.set(request, { socket, head });
    const response = new ServerResponse(request);
    response.assignSocket(socket as never);
    // A refusal written through the response (429, 403) ends the socket with it.
    response.once('finish', () => {
      if (pending.delete(request)) socket.end();
    });
    app.routing(request, response);
  };
  app.server.on('upgrade', onUpgrade);

  app.get(
    options.path,
    {
      preValidation: options.guard,
      // The 101 answer is written by the WebSocket server, never from the reply these would dress:
      // helmet's headers alone cost each upgrade about 0.06 ms (a crowd of 2,000 joins: 126 ms).
      helmet: false,
      compress: false,
    },
    (request, reply) => {
      const upgrade = pending.get(request.raw);
      if (upgrade === undefined) {
        return reply.code(426).header('upgrade', 'websocket').send({
          code: 'upgradeRequired',
          message: 'This address takes WebSocket connections only.',
        });
      }
      pending.delete(request.raw);
      reply.hijack();
      const { socket, head } = upgrade;
      const address = request.ip;
      // The response that carried the hooks lets go of the socket, so the socket keeps nothing of it.
      reply.raw.detachSocket(socket as never);
      socket.removeListener('error', destroyOnError);
      server.handleUpgrade(request.raw, socket, head, (connection) => {
        connection.on('error', () => {
          connection.terminate();
        });
        options.onConnection(connection, address);
      });
      return reply;
    },
  );

  app.addHook('preClose', (done) => {
    app.server.removeListener('upgrade', onUpgrade);
    for (const connection of server.clients) connection.terminate();
    server.close(() => {
      done();
    });
  });
}

function destroyOnError(this: Duplex): void {
  this.destroy();
}
