import type { Logger } from 'pino';
import { serveConnection, type ConnectionDeps } from '../ws/connection';
import type { NodeBus } from './node-bus';
import type { RelayMessage } from './relay-messages';
import { RelayedSocket } from './relayed-socket';

/**
 * The owner's side of the relay: a `RelayedSocket` per client connection that another process
 * (its edge) relays here, served like a local socket. Connections of an edge that died are ended,
 * so their seats show as away and their bindings go.
 */
export class RelayHost {
  readonly #bus: NodeBus;
  readonly #deps: ConnectionDeps;
  readonly #logger: Logger;
  /** `edge conn` → socket. */
  readonly #sockets = new Map<string, { readonly edge: string; readonly socket: RelayedSocket }>();
  #watch: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(bus: NodeBus, deps: ConnectionDeps, watchEveryMs: number) {
    this.#bus = bus;
    this.#deps = deps;
    this.#logger = deps.logger;
    bus.onMessage((message) => {
      this.#receive(message);
    });
    this.#watch = setInterval(() => {
      this.#endDeadEdges().catch((error: unknown) => {
        this.#logger.warn({ err: error }, 'could not check relaying processes');
      });
    }, watchEveryMs);
    this.#watch.unref();
  }

  /** Connections relayed here now. */
  get size(): number {
    return this.#sockets.size;
  }

  /** Ends every relayed connection (this process stops). */
  close(): void {
    this.#closed = true;
    if (this.#watch !== null) clearInterval(this.#watch);
    this.#watch = null;
    for (const { socket } of [...this.#sockets.values()])
      socket.close(1001, 'server shutting down');
  }

  #receive(message: RelayMessage): void {
    switch (message.t) {
      case 'open': {
        // Stopping: the edge closes the pipe once this process's alive key is gone.
        if (this.#closed) return;
        const key = `${message.from} ${message.conn}`;
        const { from, conn } = message;
        const socket = new RelayedSocket(
          (data) => {
            this.#bus.send(from, { t: 'send', conn, data });
          },
          (code, reason) => {
            this.#bus.send(from, { t: 'close', conn, code, reason });
          },
        );
        socket.on('close', () => this.#sockets.delete(key));
        this.#sockets.set(key, { edge: from, socket });
        serveConnection(socket, message.address, this.#deps);
        return;
      }
      case 'frame': {
        const data = message.binary
          ? Buffer.from(message.data, 'base64')
          : Buffer.from(message.data, 'utf8');
        this.#sockets.get(`${message.from} ${message.conn}`)?.socket.received(data, message.binary);
        return;
      }
      case 'gone':
        this.#sockets.get(`${message.from} ${message.conn}`)?.socket.ended();
        return;
      case 'send':
      case 'close':
      case 'http':
      case 'httpReply':
        // For the edge side and the HTTP forwarding.
        return;
    }
  }

  async #endDeadEdges(): Promise<void> {
    const edges = new Set([...this.#sockets.values()].map((entry) => entry.edge));
    for (const edge of edges) {
      if (await this.#bus.isAlive(edge)) continue;
      this.#logger.info({ edge }, 'a relaying process is gone; ending its connections');
      for (const entry of [...this.#sockets.values()])
        if (entry.edge === edge) entry.socket.ended();
    }
  }
}
