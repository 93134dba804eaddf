import type { RoomClient } from './room-client';

/** Connections written to before the event loop may serve other rooms again. */
export const DEFAULT_SEND_SLICE = 64;

/**
 * Everything a room sends, in the order the room sent it. A message for a few connections goes
 * out at once. One for a crowd (a frame or a count for 2,000 spectators) goes out `slice`
 * connections at a time with the event loop free between slices: 2,000 socket writes in one go
 * hold every other room's actions for tens of milliseconds, a slice of them for a few. Whatever the
 * room sends while a crowd is being served waits behind it, so each connection still receives the
 * room's messages in order.
 */
export class RoomOutbox {
  #queue: (readonly [RoomClient, string])[] = [];
  #next = 0;
  #draining = false;

  constructor(readonly slice: number = DEFAULT_SEND_SLICE) {}

  /** Sends `text` to one connection (after whatever the room sent before). */
  send(client: RoomClient, text: string): void {
    if (!this.#draining) {
      client.send(text);
      return;
    }
    this.#queue.push([client, text]);
  }

  /** Sends the same text to every connection of `clients`. */
  sendToAll(clients: Iterable<RoomClient>, text: string): void {
    for (const client of clients) this.#queue.push([client, text]);
    if (!this.#draining) this.#drain();
  }

  /** Sends each connection its own text. */
  sendEach(sends: Iterable<readonly [RoomClient, string]>): void {
    for (const send of sends) this.#queue.push(send);
    if (!this.#draining) this.#drain();
  }

  /** Messages waiting for their slice. */
  get pending(): number {
    return this.#queue.length - this.#next;
  }

  #drain(): void {
    const end = Math.min(this.#queue.length, this.#next + this.slice);
    for (const [client, text] of this.#queue.slice(this.#next, end)) client.send(text);
    this.#next = end;
    if (this.#next < this.#queue.length) {
      this.#draining = true;
      setImmediate(() => {
        this.#drain();
      });
      return;
    }
    this.#draining = false;
    this.#queue = [];
    this.#next = 0;
  }
}
