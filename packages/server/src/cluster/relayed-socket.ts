import type { WireSocket } from '../ws/connection';

type Listeners = {
  message: ((data: Buffer, isBinary: boolean) => void)[];
  close: (() => void)[];
  error: ((error: Error) => void)[];
};

const OPEN = 1;
const CLOSED = 3;

/**
 * On a room's owner, the stand-in for a client's WebSocket held by another process (the edge):
 * the owner serves it with the ordinary `serveConnection`, so every check, the seat authority and
 * the per-viewer updates run here unchanged. What the room sends it goes to that edge only,
 * addressed to that one connection.
 */
export class RelayedSocket implements WireSocket {
  readonly OPEN = OPEN;
  readyState = OPEN;
  /** The edge watches its own socket's buffer; nothing waits here. */
  readonly bufferedAmount = 0;
  readonly #listeners: Listeners = { message: [], close: [], error: [] };

  constructor(
    /** Sends a text to the client through its edge. */
    readonly forward: (text: string) => void,
    /** Asks the edge to close the client's socket. */
    readonly closeAtEdge: (code: number, reason: string) => void,
  ) {}

  send(text: string): void {
    if (this.readyState === OPEN) this.forward(text);
  }

  close(code: number, reason: string): void {
    if (this.readyState !== OPEN) return;
    this.closeAtEdge(code, reason);
    this.ended();
  }

  terminate(): void {
    this.close(1006, 'terminated');
  }

  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: keyof Listeners, listener: (...args: never[]) => void): unknown {
    (this.#listeners[event] as unknown[]).push(listener);
    return this;
  }

  /** A frame the client sent, relayed by its edge. */
  received(data: Buffer, isBinary: boolean): void {
    if (this.readyState !== OPEN) return;
    for (const listener of this.#listeners.message) listener(data, isBinary);
  }

  /** The client's socket closed at its edge (or the edge died). */
  ended(): void {
    if (this.readyState === CLOSED) return;
    this.readyState = CLOSED;
    for (const listener of this.#listeners.close) listener();
  }
}
