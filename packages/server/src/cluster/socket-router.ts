import { randomBytes } from 'node:crypto';
import { CLOSE_CODES } from '@tavern/engine/protocol';
import { serveConnection, type ConnectionDeps, type WireSocket } from '../ws/connection';
import type { NodeBus } from './node-bus';
import type { RelayMessage } from './relay-messages';
import type { RoomRouter } from './room-router';

type Frame = readonly [data: Buffer, isBinary: boolean];

/** The room a first frame joins, or null if it is not a readable `join`. */
function joinedRoom(frame: Frame): string | null {
  if (frame[1]) return null;
  try {
    const message: unknown = JSON.parse(frame[0].toString('utf8'));
    if (typeof message !== 'object' || message === null) return null;
    if (!('type' in message) || message.type !== 'join' || !('roomId' in message)) return null;
    return typeof message.roomId === 'string' ? message.roomId : null;
  } catch {
    return null;
  }
}

/**
 * The edge's side of the relay. A client's socket is held until its first frame: a `join` of a
 * room run elsewhere turns the socket into a pipe to the room's owner (frames go out as they come,
 * what the owner sends for this connection comes back); anything else is served here by the
 * ordinary `serveConnection`, frames replayed in order. A pipe whose owner died is closed with
 * "going away", so the client reconnects and reaches the room's new owner.
 */
export class SocketRouter {
  readonly #bus: NodeBus;
  readonly #router: RoomRouter;
  readonly #pipes = new Map<string, { readonly owner: string; readonly socket: WireSocket }>();
  readonly #maxBufferedBytes: number;
  #watch: NodeJS.Timeout | null = null;

  constructor(bus: NodeBus, router: RoomRouter, maxBufferedBytes: number, watchEveryMs: number) {
    this.#bus = bus;
    this.#router = router;
    this.#maxBufferedBytes = maxBufferedBytes;
    bus.onMessage((message) => {
      this.#receive(message);
    });
    this.#watch = setInterval(() => {
      void this.#closeOrphanedPipes();
    }, watchEveryMs);
    this.#watch.unref();
  }

  /** Connections piped to other processes now. */
  get size(): number {
    return this.#pipes.size;
  }

  /** Serves one client socket, here or through the owner of the room it joins. */
  serve(socket: WireSocket, address: string, deps: ConnectionDeps): void {
    const buffered: Frame[] = [];
    let sink: ((data: Buffer, isBinary: boolean) => void) | null = null;
    let closed = false;
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (sink !== null) sink(data, isBinary);
      else {
        buffered.push([data, isBinary]);
        if (buffered.length === 1) void decide(buffered[0] ?? [data, isBinary]);
      }
    });
    socket.on('close', () => {
      closed = true;
    });
    const flushTo = (target: (data: Buffer, isBinary: boolean) => void): void => {
      sink = target;
      for (const [data, isBinary] of buffered.splice(0)) target(data, isBinary);
    };
    const serveHere = (): void => {
      const replaying: WireSocket = {
        get readyState() {
          return socket.readyState;
        },
        get bufferedAmount() {
          return socket.bufferedAmount;
        },
        OPEN: socket.OPEN,
        send: (text) => {
          socket.send(text);
        },
        close: (code, reason) => {
          socket.close(code, reason);
        },
        terminate: () => {
          socket.terminate();
        },
        on: (event: 'message' | 'close' | 'error', listener: never) => {
          if (event === 'message')
            queueMicrotask(() => {
              flushTo(listener);
            });
          else socket.on(event as 'close', listener);
          return replaying;
        },
      };
      serveConnection(replaying, address, deps);
    };
    const decide = async (first: Frame): Promise<void> => {
      const roomId = joinedRoom(first);
      const route =
        roomId === null ? ({ kind: 'local' } as const) : await this.#router.route(roomId);
      if (closed) return;
      if (route.kind === 'local') {
        serveHere();
        return;
      }
      const conn = randomBytes(9).toString('base64url');
      const from = this.#bus.node;
      this.#pipes.set(conn, { owner: route.node, socket });
      this.#bus.send(route.node, { t: 'open', from, conn, address });
      flushTo((data, isBinary) => {
        this.#bus.send(route.node, {
          t: 'frame',
          from,
          conn,
          data: data.toString(isBinary ? 'base64' : 'utf8'),
          binary: isBinary,
        });
      });
      socket.on('close', () => {
        if (this.#pipes.delete(conn)) this.#bus.send(route.node, { t: 'gone', from, conn });
      });
    };
  }

  /** Stops watching owners and closes every pipe (this process stops). */
  close(): void {
    if (this.#watch !== null) clearInterval(this.#watch);
    this.#watch = null;
    for (const { socket } of this.#pipes.values())
      socket.close(CLOSE_CODES.goingAway, 'server shutting down');
  }

  #receive(message: RelayMessage): void {
    if (message.t !== 'send' && message.t !== 'close') return;
    const pipe = this.#pipes.get(message.conn);
    if (pipe === undefined) return;
    const { socket } = pipe;
    if (message.t === 'close') {
      this.#pipes.delete(message.conn);
      socket.close(message.code, message.reason);
      return;
    }
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > this.#maxBufferedBytes) {
      socket.close(CLOSE_CODES.goingAway, 'too slow to read updates');
      return;
    }
    socket.send(message.data);
  }

  async #closeOrphanedPipes(): Promise<void> {
    const owners = new Set([...this.#pipes.values()].map((pipe) => pipe.owner));
    for (const owner of owners) {
      const alive = await this.#bus.isAlive(owner).catch(() => true);
      if (alive) continue;
      for (const [conn, pipe] of [...this.#pipes]) {
        if (pipe.owner !== owner) continue;
        this.#pipes.delete(conn);
        pipe.socket.close(CLOSE_CODES.goingAway, 'the room moves to another server; reconnect');
      }
    }
  }
}
