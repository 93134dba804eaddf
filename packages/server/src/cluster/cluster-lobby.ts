import type { AnyGameModule } from '@tavern/engine';
import type { LobbyPage } from '@tavern/engine/protocol';
import type { Pool } from 'pg';
import { parseLobbyCursor } from '../rooms/lobby-page';
import { storedRoomInfo } from '../rooms/stored-room-info';
import {
  roomFromRow,
  seatFromRow,
  type RoomRow,
  type SeatRow,
} from '../storage/postgres/postgres-rows';

/**
 * The lobby of a cluster: open public rooms of every process, newest first, read from PostgreSQL
 * (an index covers it), in the same pages and cursors as a single process's lobby. Presence is
 * each room owner's to know, so seats show who sits there, not who is connected this instant.
 */
export async function clusterLobbyPage(
  pool: Pool,
  games: ReadonlyMap<string, AnyGameModule>,
  limit: number,
  after: string | undefined,
): Promise<LobbyPage> {
  const cursor = parseLobbyCursor(after);
  const listed = `status = 'open' AND is_public`;
  const rooms = await pool.query<RoomRow>(
    `SELECT * FROM rooms WHERE ${listed}
     ${cursor === null ? '' : 'AND (created_at, id) < ($2::bigint, $3::text)'}
     ORDER BY created_at DESC, id DESC LIMIT $1`,
    cursor === null ? [limit + 1] : [limit + 1, cursor.createdAt, cursor.id],
  );
  const page = rooms.rows.slice(0, limit).map(roomFromRow);
  const [seats, total] = await Promise.all([
    pool.query<SeatRow>('SELECT * FROM seats WHERE room_id = ANY($1::text[]) ORDER BY seat', [
      page.map((room) => room.id),
    ]),
    pool.query<{ total: number }>(`SELECT count(*)::integer AS total FROM rooms WHERE ${listed}`),
  ]);
  const seatRecords = seats.rows.map(seatFromRow);
  const last = page.at(-1);
  return {
    rooms: page.flatMap((room) => {
      const module = games.get(room.game);
      if (module === undefined) return [];
      const own = seatRecords.filter((seat) => seat.roomId === room.id);
      return [storedRoomInfo(module.def.name, room, own, 0)];
    }),
    next: rooms.rows.length > limit && last !== undefined ? `${last.createdAt}.${last.id}` : null,
    total: total.rows[0]?.total ?? 0,
  };
}
