import type { LobbyPage } from '@tavern/engine/protocol';
import type { Room } from './room';

/** Where a lobby page starts: after the room with this creation time and id (newest first). */
interface Cursor {
  readonly createdAt: number;
  readonly id: string;
}

/** Reads an `after` cursor (`<createdAt>.<roomId>`); null for a missing or malformed one. */
export function parseLobbyCursor(text: string | undefined): Cursor | null {
  const match = text === undefined ? null : /^(\d{1,16})\.([A-Za-z0-9_-]{1,32})$/.exec(text);
  if (match === null) return null;
  return { createdAt: Number(match[1]), id: match[2] ?? '' };
}

/** Oldest first by creation time, then id: the order the index keeps. */
function compare(a: Cursor, b: Cursor): number {
  if (a.createdAt !== b.createdAt) return a.createdAt - b.createdAt;
  return a.id === b.id ? 0 : a.id < b.id ? -1 : 1;
}

const cursorOf = (room: Room): Cursor => ({ createdAt: room.record.createdAt, id: room.id });

/**
 * The lobby's rooms in creation order, kept sorted as rooms arrive (new rooms go at the end), so
 * a page costs one pass to drop rooms no longer listed plus the page itself, not a sort of every
 * room. `isListed` says whether a room still belongs (open, public, not expired).
 */
export class LobbyIndex {
  #rooms: Room[] = [];

  constructor(readonly isListed: (room: Room) => boolean) {}

  /** Adds a room that may be listed (created, or loaded from storage). */
  add(room: Room): void {
    if (!this.isListed(room)) return;
    const at = this.#insertionPoint(cursorOf(room));
    this.#rooms.splice(at, 0, room);
  }

  /** Drops rooms no longer listed (so expired rooms are not kept alive by the index). */
  prune(): void {
    this.#rooms = this.#rooms.filter(this.isListed);
  }

  /** One page of at most `limit` rooms, newest first, after `after`. */
  page(limit: number, after: Cursor | null): LobbyPage {
    this.prune();
    // Rooms older than the cursor end just before its insertion point.
    let index = (after === null ? this.#rooms.length : this.#insertionPoint(after)) - 1;
    const page: Room[] = [];
    while (index >= 0 && page.length < limit) {
      const room = this.#rooms[index--];
      if (room !== undefined && (after === null || compare(cursorOf(room), after) < 0))
        page.push(room);
    }
    const last = page.at(-1);
    return {
      rooms: page.map((room) => room.info()),
      next: index >= 0 && last !== undefined ? `${last.record.createdAt}.${last.id}` : null,
      total: this.#rooms.length,
    };
  }

  /** The first position whose room does not come before `cursor`. */
  #insertionPoint(cursor: Cursor): number {
    let low = 0;
    let high = this.#rooms.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const room = this.#rooms[middle];
      if (room !== undefined && compare(cursorOf(room), cursor) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
