import type { Pool } from 'pg';

/** Who holds a room's lease now. */
export interface LeaseHolder {
  readonly owner: string;
  /** false once the lease has expired (its owner stopped renewing it). */
  readonly live: boolean;
}

/**
 * Room leases in PostgreSQL (`room_leases`): a room is run by the process whose lease is current.
 * Each take-over draws a new fencing token from one sequence, so a room's tokens only grow, and
 * every append checks the token in the same statement (`storage/postgres/append-action-sql.ts`).
 * Expiry is judged by the database's clock, so processes need not agree on the time.
 */
export class RoomLeases {
  constructor(
    readonly pool: Pool,
    /** This process's identity in the lease table. */
    readonly owner: string,
    readonly ttlMs: number,
  ) {}

  /** Takes the room's lease if it is free or expired; resolves its fencing token, or null. */
  async acquire(roomId: string): Promise<number | null> {
    const result = await this.pool.query<{ token: string }>(
      `INSERT INTO room_leases (room_id, owner, token, expires_at)
       VALUES ($1, $2, nextval('lease_tokens'), now() + $3 * interval '1 millisecond')
       ON CONFLICT (room_id) DO UPDATE
         SET owner = excluded.owner, token = excluded.token, expires_at = excluded.expires_at
         WHERE room_leases.expires_at <= now()
       RETURNING token`,
      [roomId, this.owner, this.ttlMs],
    );
    const token = result.rows[0]?.token;
    return token === undefined ? null : Number(token);
  }

  /**
   * Extends every lease in `held` (room → token) that is still this process's with that token;
   * resolves the rooms whose lease was lost (taken over, or deleted with the room).
   */
  async renew(held: ReadonlyMap<string, number>): Promise<string[]> {
    if (held.size === 0) return [];
    const result = await this.pool.query<{ room_id: string; token: string }>(
      `UPDATE room_leases SET expires_at = now() + $3 * interval '1 millisecond'
       WHERE owner = $1 AND room_id = ANY($2::text[])
       RETURNING room_id, token`,
      [this.owner, [...held.keys()], this.ttlMs],
    );
    const kept = new Map(result.rows.map((row) => [row.room_id, Number(row.token)]));
    return [...held].filter(([roomId, token]) => kept.get(roomId) !== token).map(([id]) => id);
  }

  /** Gives a lease up (the room left memory, or the process stops) so another may take it now. */
  async release(roomId: string, token: number): Promise<void> {
    await this.pool.query(
      'DELETE FROM room_leases WHERE room_id = $1 AND owner = $2 AND token = $3',
      [roomId, this.owner, token],
    );
  }

  /** Who runs the room, or null when nobody holds a lease on it. */
  async holderOf(roomId: string): Promise<LeaseHolder | null> {
    const result = await this.pool.query<{ owner: string; live: boolean }>(
      'SELECT owner, expires_at > now() AS live FROM room_leases WHERE room_id = $1',
      [roomId],
    );
    return result.rows[0] ?? null;
  }

  /** Unfinished rooms nobody runs: no lease, or an expired one (their owner died). */
  async orphans(limit: number): Promise<string[]> {
    const result = await this.pool.query<{ id: string }>(
      `SELECT rooms.id FROM rooms LEFT JOIN room_leases ON room_leases.room_id = rooms.id
       WHERE rooms.status <> 'finished'
         AND (room_leases.room_id IS NULL OR room_leases.expires_at <= now())
       ORDER BY rooms.created_at LIMIT $1`,
      [limit],
    );
    return result.rows.map((row) => row.id);
  }
}
