import type { Viewer } from '@tavern/engine';
import { CLOSE_CODES } from '@tavern/engine/protocol';
import { ProtocolError } from './protocol-error';
import type { RoomClient } from './room-client';

/** Thrown (and dropped without an answer) when a message comes from a connection that lost its seat. */
export class RevokedClientError extends Error {
  override readonly name = 'RevokedClientError';
}

/**
 * The one authority on which connection speaks for which seat in a room. Bindings are made and
 * broken only inside the room's queue, and every queued message asks `viewerOf` again, so a
 * connection that left, was replaced or whose seat went to someone else can do nothing from that
 * moment: it is revoked (its socket is terminated and its later frames are ignored).
 */
export class SeatAuthority {
  readonly #bindings = new Map<RoomClient, Viewer>();
  /** Bound connections per viewer: a crowd of spectators is counted, never scanned, on each join. */
  readonly #perViewer = new Map<Viewer, number>();

  constructor(readonly maxSpectators: number) {}

  get size(): number {
    return this.#bindings.size;
  }

  /** Binds a connection as `viewer`; a seat's older connection is revoked (replaced). */
  bind(client: RoomClient, viewer: Viewer): void {
    if (viewer === 'spectator') {
      if (this.spectatorCount() >= this.maxSpectators) {
        throw new ProtocolError(
          'tooManySpectators',
          `This room already has ${this.maxSpectators} spectators; try again later.`,
        );
      }
    } else {
      this.revokeSeat(viewer, CLOSE_CODES.replaced, 'this seat connected elsewhere');
    }
    this.#unbind(client);
    this.#bindings.set(client, viewer);
    this.#perViewer.set(viewer, (this.#perViewer.get(viewer) ?? 0) + 1);
  }

  /** The viewer this connection speaks for now, or throws `RevokedClientError` if it no longer does. */
  viewerOf(client: RoomClient): Viewer {
    const viewer = this.#bindings.get(client);
    if (viewer === undefined) throw new RevokedClientError('this connection holds nothing here');
    return viewer;
  }

  /** Forgets a connection that closed by itself; false if it was not bound. */
  release(client: RoomClient): boolean {
    return this.#unbind(client);
  }

  /** Unbinds a connection and shuts it out (it left, or lost its seat). */
  revoke(client: RoomClient, code: number, reason: string): void {
    this.#unbind(client);
    client.revoke(code, reason);
  }

  /** Revokes whatever connection speaks for `seat` (the seat was freed or handed to someone else). */
  revokeSeat(seat: number, code: number, reason: string): void {
    if (!this.#perViewer.has(seat as Viewer)) return;
    for (const [client, viewer] of this.#bindings) {
      if (viewer === seat) this.revoke(client, code, reason);
    }
  }

  /** Every bound connection and the viewer it speaks for. */
  entries(): IterableIterator<[RoomClient, Viewer]> {
    return this.#bindings.entries();
  }

  /** Every bound connection. */
  clients(): IterableIterator<RoomClient> {
    return this.#bindings.keys();
  }

  /** Viewers with a live connection. */
  viewers(): ReadonlySet<Viewer> {
    return new Set(this.#perViewer.keys());
  }

  spectatorCount(): number {
    return this.#perViewer.get('spectator') ?? 0;
  }

  /** Revokes every connection (server shutdown, room expired). */
  revokeAll(code: number = CLOSE_CODES.goingAway, reason = 'server shutting down'): void {
    for (const client of [...this.#bindings.keys()]) this.revoke(client, code, reason);
  }

  #unbind(client: RoomClient): boolean {
    const viewer = this.#bindings.get(client);
    if (viewer === undefined) return false;
    this.#bindings.delete(client);
    const left = (this.#perViewer.get(viewer) ?? 1) - 1;
    if (left > 0) this.#perViewer.set(viewer, left);
    else this.#perViewer.delete(viewer);
    return true;
  }
}
