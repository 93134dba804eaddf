import pg from 'pg';
import {
  SeqConflictError,
  type ActionEffects,
  type ActionRecord,
  type RoomRecord,
  type SeatRecord,
  type SnapshotRecord,
  type Storage,
} from '../storage';
import { appendActionSql } from './append-action-sql';
import { LeaseLostError } from './lease-lost-error';
import { migratePostgres } from './postgres-migrate';
import {
  actionFromRow,
  roomFromRow,
  roomParams,
  seatFromRow,
  snapshotFromRow,
  type ActionRow,
  type RoomRow,
  type SeatRow,
  type SnapshotRow,
} from './postgres-rows';

/** Where the database is. */
export interface PostgresOptions {
  /** A `postgres://` connection string (`DATABASE_URL`). */
  readonly url: string;
  /** A schema to keep Tavern's tables in (created if missing); default the user's search path. */
  readonly schema?: string;
  /** Connections in the pool (default 10). */
  readonly poolSize?: number;
}

/** The holder of a room's lease, checked in the same statement as each append (cluster mode). */
export interface Fence {
  readonly owner: string;
  readonly token: number;
}

const UNIQUE_VIOLATION = '23505';

const SQL = {
  createRoom: `WITH room AS (
        INSERT INTO rooms (id, game, options, num_seats, status, is_public, turn_seconds,
          host_seat, seed, rules_version, created_at, creator_address, bot_secret, finished_at)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
        RETURNING id
      )
      INSERT INTO seats (room_id, seat, name, kind, bot, token_hash)
      SELECT $15::text, $16::integer, $17::text, $18::text, $19::text, $20::text FROM room`,
  insertSeat: `INSERT INTO seats (room_id, seat, name, kind, bot, token_hash)
      VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (room_id, seat) DO NOTHING`,
  startRoom: `UPDATE rooms SET status = 'playing', seed = $1, rules_version = $2
      WHERE id = $3 AND status = 'open'`,
  finishRoom: `UPDATE rooms SET status = 'finished', finished_at = $1 WHERE id = $2`,
  insertSnapshot: `INSERT INTO snapshots (room_id, seq, state, hash) VALUES ($1, $2, $3, $4)
      ON CONFLICT (room_id, seq) DO NOTHING`,
  touch: `INSERT INTO health (id, checked_at) VALUES (1, $1)
      ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`,
  appendPlain: appendActionSql(false),
  appendFenced: appendActionSql(true),
} as const;

/** What `purgeFinishedBefore` deletes, children first. */
const PURGED = `SELECT id FROM rooms WHERE status = 'finished' AND finished_at < $1`;

/**
 * `Storage` on PostgreSQL (`pg`), the store of cluster mode: every process of a site shares it.
 * Each write is one autocommitted statement or one short transaction, durable when it resolves
 * (PostgreSQL's own group commit batches concurrent commits). `appendAction` may carry a `Fence`:
 * then it writes only while that lease is current (see `append-action-sql.ts`).
 */
export class PostgresStorage implements Storage {
  readonly #pool: pg.Pool;
  #closed = false;

  private constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  /** Connects, creates the schema if asked, and migrates it. */
  static async open(options: PostgresOptions): Promise<PostgresStorage> {
    const schema = options.schema;
    if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
      throw new Error(`"${schema}" is not a plain schema name (lower-case letters, digits, _)`);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
    });
    // An idle connection that breaks (the database restarted) must not crash the process.
    pool.on('error', () => undefined);
    try {
      await migratePostgres(pool, schema);
    } catch (error) {
      await pool.end();
      throw new Error(`cannot open the PostgreSQL database: ${messageOf(error)}`, {
        cause: error,
      });
    }
    return new PostgresStorage(pool);
  }

  /** The pool, for the cluster's leases and lobby queries on the same database. */
  get pool(): pg.Pool {
    return this.#pool;
  }

  async createRoom(room: RoomRecord, hostSeat: SeatRecord): Promise<void> {
    // One statement (one round trip, one commit): the room and its host seat.
    await this.#pool.query(SQL.createRoom, [...roomParams(room), ...seatParams(hostSeat)]);
  }

  async claimSeat(seat: SeatRecord): Promise<boolean> {
    const result = await this.#pool.query(SQL.insertSeat, seatParams(seat));
    return result.rowCount === 1;
  }

  async releaseSeat(roomId: string, seat: number): Promise<void> {
    await this.#pool.query('DELETE FROM seats WHERE room_id = $1 AND seat = $2', [roomId, seat]);
  }

  async startRoom(roomId: string, seed: string, rulesVersion: string): Promise<void> {
    await this.#pool.query(SQL.startRoom, [seed, rulesVersion, roomId]);
  }

  async finishRoom(roomId: string, at: number): Promise<void> {
    await this.#pool.query(SQL.finishRoom, [at, roomId]);
  }

  async deleteRoom(roomId: string): Promise<void> {
    await this.#transaction(async (client) => {
      for (const table of ['snapshots', 'actions', 'seats'])
        await client.query(`DELETE FROM ${table} WHERE room_id = $1`, [roomId]);
      await client.query('DELETE FROM rooms WHERE id = $1', [roomId]);
      await client.query('DELETE FROM room_leases WHERE room_id = $1', [roomId]);
    });
  }

  async purgeFinishedBefore(before: number): Promise<number> {
    return this.#transaction(async (client) => {
      for (const table of ['snapshots', 'actions', 'seats', 'room_leases'])
        await client.query(`DELETE FROM ${table} WHERE room_id IN (${PURGED})`, [before]);
      const rooms = await client.query(
        `DELETE FROM rooms WHERE status = 'finished' AND finished_at < $1`,
        [before],
      );
      return rooms.rowCount ?? 0;
    });
  }

  async checkWritable(): Promise<void> {
    await this.#pool.query(SQL.touch, [Date.now()]);
  }

  /**
   * Appends one action with its effects in one statement. With a `fence`, writes only while that
   * lease is the room's current one, else rejects with `LeaseLostError` and writes nothing.
   */
  async appendAction(
    action: ActionRecord,
    effects: ActionEffects = {},
    fence?: Fence,
  ): Promise<void> {
    const snapshot = effects.snapshot;
    const params: unknown[] = [
      action.roomId,
      action.seq,
      action.seat,
      JSON.stringify(action.action),
      action.source,
      action.at,
      effects.finished === true,
      snapshot?.seq ?? null,
      snapshot === undefined ? null : JSON.stringify(snapshot.state),
      snapshot?.hash ?? null,
    ];
    if (fence !== undefined) params.push(fence.owner, fence.token);
    let appended: number;
    try {
      const result = await this.#pool.query<{ appended: number }>(
        fence === undefined ? SQL.appendPlain : SQL.appendFenced,
        params,
      );
      appended = result.rows[0]?.appended ?? 0;
    } catch (error) {
      if (codeOf(error) === UNIQUE_VIOLATION) {
        throw new SeqConflictError(
          `room ${action.roomId} already has action ${action.seq}: ${messageOf(error)}`,
        );
      }
      throw error;
    }
    if (appended !== 1) {
      throw new LeaseLostError(
        `this process no longer holds room ${action.roomId}; action ${action.seq} was not stored`,
      );
    }
  }

  async saveSnapshot(snapshot: SnapshotRecord): Promise<void> {
    await this.#pool.query(SQL.insertSnapshot, [
      snapshot.roomId,
      snapshot.seq,
      JSON.stringify(snapshot.state),
      snapshot.hash,
    ]);
  }

  async getRoom(roomId: string): Promise<RoomRecord | null> {
    const result = await this.#pool.query<RoomRow>('SELECT * FROM rooms WHERE id = $1', [roomId]);
    const row = result.rows[0];
    return row === undefined ? null : roomFromRow(row);
  }

  async getSeats(roomId: string): Promise<SeatRecord[]> {
    const result = await this.#pool.query<SeatRow>(
      'SELECT * FROM seats WHERE room_id = $1 ORDER BY seat',
      [roomId],
    );
    return result.rows.map(seatFromRow);
  }

  async getActions(roomId: string): Promise<ActionRecord[]> {
    const result = await this.#pool.query<ActionRow>(
      'SELECT * FROM actions WHERE room_id = $1 ORDER BY seq',
      [roomId],
    );
    return result.rows.map(actionFromRow);
  }

  async latestSnapshot(roomId: string): Promise<SnapshotRecord | null> {
    const result = await this.#pool.query<SnapshotRow>(
      'SELECT * FROM snapshots WHERE room_id = $1 ORDER BY seq DESC LIMIT 1',
      [roomId],
    );
    const row = result.rows[0];
    return row === undefined ? null : snapshotFromRow(row);
  }

  async unfinishedRoomIds(): Promise<string[]> {
    const result = await this.#pool.query<{ id: string }>(
      `SELECT id FROM rooms WHERE status <> 'finished' ORDER BY created_at, id`,
    );
    return result.rows.map((row) => row.id);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#pool.end();
  }

  async #transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}

function seatParams(seat: SeatRecord): (string | number | null)[] {
  return [seat.roomId, seat.seat, seat.name, seat.kind, seat.bot, seat.tokenHash];
}

function codeOf(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : null;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
