import type { Viewer } from '@tavern/engine';
import { CLOSE_CODES, type ServerMessage } from '@tavern/engine/protocol';
import type { RoomClient } from './room-client';

/** The connections watching one room: at most one per seat, any number of spectators. */
export class RoomAudience {
  readonly #clients = new Set<RoomClient>();

  get size(): number {
    return this.#clients.size;
  }

  /** Adds a connection; a seat's older connection is closed (the newer one replaces it). */
  add(client: RoomClient): void {
    if (client.viewer !== 'spectator') {
      for (const other of this.#clients) {
        if (other.viewer === client.viewer) {
          this.#clients.delete(other);
          other.close(CLOSE_CODES.replaced, 'this seat connected elsewhere');
        }
      }
    }
    this.#clients.add(client);
  }

  /** Removes a connection; false if it was not there. */
  remove(client: RoomClient): boolean {
    return this.#clients.delete(client);
  }

  /** Viewers with a live connection. */
  viewers(): Set<Viewer> {
    return new Set([...this.#clients].map((client) => client.viewer));
  }

  spectatorCount(): number {
    let count = 0;
    for (const client of this.#clients) if (client.viewer === 'spectator') count++;
    return count;
  }

  /** Closes and removes the connections of `viewer` (a seat that was removed). */
  closeViewer(viewer: Viewer, code: number, reason: string): void {
    for (const client of [...this.#clients]) {
      if (client.viewer !== viewer) continue;
      this.#clients.delete(client);
      client.close(code, reason);
    }
  }

  /** Sends the same message to everyone. */
  broadcast(message: ServerMessage): void {
    const text = JSON.stringify(message);
    for (const client of this.#clients) client.send(text);
  }

  /** Sends each connection the message built for its viewer, building it once per viewer. */
  broadcastPerViewer(build: (viewer: Viewer) => ServerMessage): void {
    const texts = new Map<Viewer, string>();
    for (const client of this.#clients) {
      let text = texts.get(client.viewer);
      if (text === undefined) {
        text = JSON.stringify(build(client.viewer));
        texts.set(client.viewer, text);
      }
      client.send(text);
    }
  }

  /** Closes every connection (server shutdown). */
  closeAll(): void {
    for (const client of this.#clients) client.close(CLOSE_CODES.goingAway, 'server shutting down');
    this.#clients.clear();
  }
}
