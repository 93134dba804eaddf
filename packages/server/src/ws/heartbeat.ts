import type { Clock, TimerHandle } from '../clock';

/** The part of a `ws` WebSocket the heartbeat uses. */
export interface HeartbeatSocket {
  ping(): void;
  terminate(): void;
  on(event: 'pong' | 'close', listener: () => void): unknown;
}

/**
 * How many slices one interval's pings are spread over. Pinging every connection at once wrote
 * thousands of frames in one timer callback (4,500 connections held the event loop for tens of
 * milliseconds, every update waiting behind them); a slice at a time is a thirtieth of that.
 */
export const HEARTBEAT_SLICES = 30;

/**
 * Pings every connection once per interval and cuts off any that did not answer the previous
 * ping, so a client that vanished without closing (a dropped network) stops showing as connected.
 * Connections are dealt round the slices as they arrive, and one slice is pinged per tick of
 * `intervalMs / HEARTBEAT_SLICES`.
 */
export class Heartbeat {
  /** Per slice, each connection and whether it answered its last ping. */
  readonly #slices: Map<HeartbeatSocket, boolean>[] = Array.from(
    { length: HEARTBEAT_SLICES },
    () => new Map<HeartbeatSocket, boolean>(),
  );
  #arrivals = 0;
  #due = 0;
  #timer: TimerHandle | null = null;

  constructor(
    readonly clock: Clock,
    readonly intervalMs: number,
  ) {}

  /** Starts watching a new connection. */
  watch(socket: HeartbeatSocket): void {
    const slice = this.#slices[this.#arrivals++ % HEARTBEAT_SLICES] as Map<HeartbeatSocket, boolean>;
    slice.set(socket, true);
    socket.on('pong', () => {
      // A pong that comes after the cut-off does not bring the connection back.
      if (slice.has(socket)) slice.set(socket, true);
    });
    socket.on('close', () => {
      slice.delete(socket);
    });
  }

  start(): void {
    if (this.intervalMs <= 0) return;
    this.#timer = this.clock.schedule(Math.max(1, Math.round(this.intervalMs / HEARTBEAT_SLICES)), () => {
      this.#beat(this.#slices[this.#due] as Map<HeartbeatSocket, boolean>);
      this.#due = (this.#due + 1) % HEARTBEAT_SLICES;
      this.start();
    });
  }

  stop(): void {
    this.#timer?.cancel();
    this.#timer = null;
  }

  #beat(slice: Map<HeartbeatSocket, boolean>): void {
    for (const [socket, answered] of slice) {
      if (!answered) {
        slice.delete(socket);
        socket.terminate();
        continue;
      }
      slice.set(socket, false);
      socket.ping();
    }
  }
}
