import type { Clock, TimerHandle } from '../clock';

/** The part of a `ws` WebSocket the heartbeat uses. */
export interface HeartbeatSocket {
  ping(): void;
  terminate(): void;
  on(event: 'pong' | 'close', listener: () => void): unknown;
}

/**
 * Pings every connection once per interval and cuts off any that did not answer the previous
 * ping, so a client that vanished without closing (a dropped network) stops showing as connected.
 */
export class Heartbeat {
  readonly #answered = new Map<HeartbeatSocket, boolean>();
  #timer: TimerHandle | null = null;

  constructor(
    readonly clock: Clock,
    readonly intervalMs: number,
  ) {}

  /** Starts watching a new connection. */
  watch(socket: HeartbeatSocket): void {
    this.#answered.set(socket, true);
    socket.on('pong', () => {
      this.#answered.set(socket, true);
    });
    socket.on('close', () => {
      this.#answered.delete(socket);
    });
  }

  start(): void {
    if (this.intervalMs <= 0) return;
    this.#timer = this.clock.schedule(this.intervalMs, () => {
      this.#beat();
      this.start();
    });
  }

  stop(): void {
    this.#timer?.cancel();
    this.#timer = null;
  }

  #beat(): void {
    for (const [socket, answered] of this.#answered) {
      if (!answered) {
        this.#answered.delete(socket);
        socket.terminate();
        continue;
      }
      this.#answered.set(socket, false);
      socket.ping();
    }
  }
}
