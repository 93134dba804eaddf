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

/** Newest first; ties by id so every room has one place in the order. */
function isBefore(a: Cursor, b: Cursor): boolean {
  return a.createdAt !== b.createdAt ? a.createdAt > b.createdAt : a.id > b.id;
}

/**
 * One page of open public rooms, newest first, of at most `limit` rooms after `after`. Only the
 * page's rooms are described, so the answer stays small however many rooms are open.
 */
export function lobbyPage(rooms: Iterable<Room>, limit: number, after: Cursor | null): LobbyPage {
  const listed: Room[] = [];
  for (const room of rooms) {
    if (room.record.isPublic && room.record.status === 'open') listed.push(room);
  }
  const key = (room: Room): Cursor => ({ createdAt: room.record.createdAt, id: room.id });
  listed.sort((a, b) => (isBefore(key(a), key(b)) ? -1 : 1));
  const start = after === null ? 0 : listed.findIndex((room) => isBefore(after, key(room)));
  const from = start < 0 ? listed.length : start;
  const page = listed.slice(from, from + limit);
  const last = page.at(-1);
  const hasMore = from + limit < listed.length;
  return {
    rooms: page.map((room) => room.info()),
    next: hasMore && last !== undefined ? `${last.record.createdAt}.${last.id}` : null,
    total: listed.length,
  };
}
