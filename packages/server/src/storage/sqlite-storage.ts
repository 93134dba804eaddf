import Database from 'better-sqlite3';
import type { BotKind, RoomStatus } from '@tavern/engine/protocol';
import { migrateSqlite } from './sqlite-migrate';
import { SqliteWriter, type GroupResult, type SqlStatement } from './sqlite-writer';
import {
  SeqConflictError,
  type ActionEffects,
  type ActionRecord,
  type ActionSource,
  type RoomRecord,
  type SeatRecord,
  type SnapshotRecord,
  type Storage,
} from './storage';

interface RoomRow {
  id: string;
  game: string;
  options: string;
  num_seats: number;
  status: string;
  is_public: number;
  turn_seconds: number;
  host_seat: number;
  seed: string | null;
  rules_version: string | null;
  created_at: number;
  creator_address: string;
  bot_secret: string;
  finished_at: number | null;
}

interface SeatRow {
  room_id: string;
  seat: number;
  name: string;
  kind: string;
  bot: string | null;
  token_hash: string | null;
}

interface ActionRow {
  room_id: string;
  seq: number;
  seat: number;
  action: string;
  source: string;
  at: number;
}

interface SnapshotRow {
  room_id: string;
  seq: number;
  state: string;
  hash: string;
}

/** How hard SQLite works to survive a crash: `full` syncs every commit (survives power loss). */
export type Durability = 'full' | 'normal';

/** SQL of every write, with positional parameters (portable: PostgreSQL takes $1.. instead of ?). */
const SQL = {
  insertRoom: `INSERT INTO rooms (id, game, options, num_seats, status, is_public, turn_seconds, host_seat,
      seed, rules_version, created_at, creator_address, bot_secret, finished_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  insertSeat: `INSERT INTO seats (room_id, seat, name, kind, bot, token_hash) VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (room_id, seat) DO NOTHING`,
  deleteSeat: 'DELETE FROM seats WHERE room_id = ? AND seat = ?',
  startRoom: `UPDATE rooms SET status = 'playing', seed = ?, rules_version = ? WHERE id = ? AND status = 'open'`,
  finishRoom: `UPDATE rooms SET status = 'finished', finished_at = ? WHERE id = ?`,
  deleteSnapshots: 'DELETE FROM snapshots WHERE room_id = ?',
  deleteActions: 'DELETE FROM actions WHERE room_id = ?',
  deleteSeats: 'DELETE FROM seats WHERE room_id = ?',
  deleteRoom: 'DELETE FROM rooms WHERE id = ?',
  purgeSnapshots: `DELETE FROM snapshots WHERE room_id IN
      (SELECT id FROM rooms WHERE status = 'finished' AND finished_at < ?)`,
  purgeActions: `DELETE FROM actions WHERE room_id IN
      (SELECT id FROM rooms WHERE status = 'finished' AND finished_at < ?)`,
  purgeSeats: `DELETE FROM seats WHERE room_id IN
      (SELECT id FROM rooms WHERE status = 'finished' AND finished_at < ?)`,
  purgeRooms: `DELETE FROM rooms WHERE status = 'finished' AND finished_at < ?`,
  touch: `INSERT INTO health (id, checked_at) VALUES (1, ?)
      ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`,
  insertAction:
    'INSERT INTO actions (room_id, seq, seat, action, source, at) VALUES (?, ?, ?, ?, ?, ?)',
  insertSnapshot: `INSERT INTO snapshots (room_id, seq, state, hash) VALUES (?, ?, ?, ?)
      ON CONFLICT (room_id, seq) DO NOTHING`,
} as const;

/**
 * `Storage` on an embedded SQLite file in WAL mode. Writes go to a writer thread that commits them
 * in groups (`SqliteWriter`): one transaction and one fsync per batch, never blocking the event
 * loop, each promise resolved only after its commit. Reads use this thread's own connection after
 * waiting for pending writes, so they see everything acknowledged.
 */
export class SqliteStorage implements Storage {
  readonly #db: Database.Database;
  readonly #writer: SqliteWriter;
  readonly #reads;
  #closed = false;

  constructor(file: string, durability: Durability = 'full') {
    this.#db = new Database(file);
    this.#db.pragma('journal_mode = WAL');
    this.#db.pragma('busy_timeout = 5000');
    try {
      migrateSqlite(this.#db, file);
    } catch (error) {
      this.#db.close();
      throw error;
    }
    this.#writer = new SqliteWriter(file, durability === 'full' ? 'FULL' : 'NORMAL');
    const db = this.#db;
    this.#reads = {
      getRoom: db.prepare('SELECT * FROM rooms WHERE id = ?'),
      getSeats: db.prepare('SELECT * FROM seats WHERE room_id = ? ORDER BY seat'),
      getActions: db.prepare('SELECT * FROM actions WHERE room_id = ? ORDER BY seq'),
      latestSnapshot: db.prepare(
        'SELECT * FROM snapshots WHERE room_id = ? ORDER BY seq DESC LIMIT 1',
      ),
      unfinished: db.prepare(`SELECT id FROM rooms WHERE status <> 'finished' ORDER BY created_at`),
    };
  }

  async createRoom(room: RoomRecord, hostSeat: SeatRecord): Promise<void> {
    const params = [
      room.id,
      room.game,
      JSON.stringify(room.options),
      room.numSeats,
      room.status,
      room.isPublic ? 1 : 0,
      room.turnSeconds,
      room.hostSeat,
      room.seed,
      room.rulesVersion,
      room.createdAt,
      room.creatorAddress,
      room.botSecret,
      room.finishedAt,
    ];
    check(await this.#writer.run([{ sql: SQL.insertRoom, params }, seatInsert(hostSeat)]));
  }

  async claimSeat(seat: SeatRecord): Promise<boolean> {
    return check(await this.#writer.run([seatInsert(seat)]))[0] === 1;
  }

  async releaseSeat(roomId: string, seat: number): Promise<void> {
    check(await this.#writer.run([{ sql: SQL.deleteSeat, params: [roomId, seat] }]));
  }

  async startRoom(roomId: string, seed: string, rulesVersion: string): Promise<void> {
    check(await this.#writer.run([{ sql: SQL.startRoom, params: [seed, rulesVersion, roomId] }]));
  }

  async finishRoom(roomId: string, at: number): Promise<void> {
    check(await this.#writer.run([{ sql: SQL.finishRoom, params: [at, roomId] }]));
  }

  async deleteRoom(roomId: string): Promise<void> {
    const statements = [SQL.deleteSnapshots, SQL.deleteActions, SQL.deleteSeats, SQL.deleteRoom];
    check(await this.#writer.run(statements.map((sql) => ({ sql, params: [roomId] }))));
  }

  async purgeFinishedBefore(before: number): Promise<number> {
    const statements = [SQL.purgeSnapshots, SQL.purgeActions, SQL.purgeSeats, SQL.purgeRooms];
    const changes = check(
      await this.#writer.run(statements.map((sql) => ({ sql, params: [before] }))),
    );
    return changes.at(-1) ?? 0;
  }

  async checkWritable(): Promise<void> {
    // A real write through the writer thread: it fails if the file became read-only, the disk
    // is full or the writer died.
    check(await this.#writer.run([{ sql: SQL.touch, params: [Date.now()] }]));
  }

  async appendAction(action: ActionRecord, effects: ActionEffects = {}): Promise<void> {
    const group: SqlStatement[] = [
      {
        sql: SQL.insertAction,
        params: [
          action.roomId,
          action.seq,
          action.seat,
          JSON.stringify(action.action),
          action.source,
          action.at,
        ],
      },
    ];
    if (effects.finished === true)
      group.push({ sql: SQL.finishRoom, params: [action.at, action.roomId] });
    if (effects.snapshot !== undefined) group.push(snapshotInsert(effects.snapshot));
    const result = await this.#writer.run(group);
    if (!result.ok && result.code.startsWith('SQLITE_CONSTRAINT')) {
      throw new SeqConflictError(
        `room ${action.roomId} already has action ${action.seq}: ${result.message}`,
      );
    }
    check(result);
  }

  async saveSnapshot(snapshot: SnapshotRecord): Promise<void> {
    check(await this.#writer.run([snapshotInsert(snapshot)]));
  }

  async getRoom(roomId: string): Promise<RoomRecord | null> {
    await this.#writer.idle();
    const row = this.#reads.getRoom.get(roomId) as RoomRow | undefined;
    return row === undefined ? null : roomFromRow(row);
  }

  async getSeats(roomId: string): Promise<SeatRecord[]> {
    await this.#writer.idle();
    return (this.#reads.getSeats.all(roomId) as SeatRow[]).map(seatFromRow);
  }

  async getActions(roomId: string): Promise<ActionRecord[]> {
    await this.#writer.idle();
    return (this.#reads.getActions.all(roomId) as ActionRow[]).map((row) => ({
      roomId: row.room_id,
      seq: row.seq,
      seat: row.seat,
      action: JSON.parse(row.action) as unknown,
      source: row.source as ActionSource,
      at: row.at,
    }));
  }

  async latestSnapshot(roomId: string): Promise<SnapshotRecord | null> {
    await this.#writer.idle();
    const row = this.#reads.latestSnapshot.get(roomId) as SnapshotRow | undefined;
    if (row === undefined) return null;
    return {
      roomId: row.room_id,
      seq: row.seq,
      state: JSON.parse(row.state) as unknown,
      hash: row.hash,
    };
  }

  async unfinishedRoomIds(): Promise<string[]> {
    await this.#writer.idle();
    return (this.#reads.unfinished.all() as { id: string }[]).map((row) => row.id);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#writer.close();
    this.#db.close();
  }
}

/** Throws for a failed write group; returns rows changed per statement. */
function check(result: GroupResult): readonly number[] {
  if (!result.ok)
    throw new Error(`the database refused a write (${result.code}): ${result.message}`);
  return result.changes;
}

function seatInsert(seat: SeatRecord): SqlStatement {
  return {
    sql: SQL.insertSeat,
    params: [seat.roomId, seat.seat, seat.name, seat.kind, seat.bot, seat.tokenHash],
  };
}

function snapshotInsert(snapshot: SnapshotRecord): SqlStatement {
  return {
    sql: SQL.insertSnapshot,
    params: [snapshot.roomId, snapshot.seq, JSON.stringify(snapshot.state), snapshot.hash],
  };
}

function seatFromRow(row: SeatRow): SeatRecord {
  return {
    roomId: row.room_id,
    seat: row.seat,
    name: row.name,
    kind: row.kind === 'bot' ? 'bot' : 'human',
    bot: row.bot as BotKind | null,
    tokenHash: row.token_hash,
  };
}

function roomFromRow(row: RoomRow): RoomRecord {
  return {
    id: row.id,
    game: row.game,
    options: JSON.parse(row.options) as unknown,
    numSeats: row.num_seats,
    status: row.status as RoomStatus,
    isPublic: row.is_public === 1,
    turnSeconds: row.turn_seconds,
    hostSeat: row.host_seat,
    seed: row.seed,
    rulesVersion: row.rules_version,
    createdAt: row.created_at,
    creatorAddress: row.creator_address,
    botSecret: row.bot_secret,
    finishedAt: row.finished_at,
  };
}
