import Database from 'better-sqlite3';
import type { BotKind, RoomStatus } from '@tavern/engine/protocol';
import { SCHEMA_STATEMENTS } from './schema';
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

/** A write waiting for the next group commit. */
interface PendingWrite {
  readonly run: () => unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * `Storage` on an embedded SQLite file in WAL mode. Writes use group commit: those issued during
 * one turn of the event loop (from any room) share one transaction and one fsync, and each
 * promise resolves only after that commit. A failing write (a duplicate seq) is rolled back alone,
 * through a savepoint. Reads first flush pending writes, so they see everything acknowledged.
 */
export class SqliteStorage implements Storage {
  readonly #db: Database.Database;
  readonly #statements;
  #pending: PendingWrite[] = [];
  #flushScheduled = false;

  constructor(file: string, durability: Durability = 'full') {
    this.#db = new Database(file);
    this.#db.pragma('journal_mode = WAL');
    this.#db.pragma(`synchronous = ${durability === 'full' ? 'FULL' : 'NORMAL'}`);
    this.#db.pragma('foreign_keys = ON');
    this.#db.pragma('busy_timeout = 5000');
    for (const statement of SCHEMA_STATEMENTS) this.#db.exec(statement);
    const db = this.#db;
    this.#statements = {
      insertRoom: db.prepare(
        `INSERT INTO rooms (id, game, options, num_seats, status, is_public, turn_seconds, host_seat,
           seed, rules_version, created_at, creator_address)
         VALUES (@id, @game, @options, @num_seats, @status, @is_public, @turn_seconds, @host_seat,
           @seed, @rules_version, @created_at, @creator_address)`,
      ),
      insertSeat: db.prepare(
        `INSERT INTO seats (room_id, seat, name, kind, bot, token_hash)
         VALUES (@room_id, @seat, @name, @kind, @bot, @token_hash)
         ON CONFLICT (room_id, seat) DO NOTHING`,
      ),
      deleteSeat: db.prepare('DELETE FROM seats WHERE room_id = ? AND seat = ?'),
      startRoom: db.prepare(
        `UPDATE rooms SET status = 'playing', seed = ?, rules_version = ? WHERE id = ? AND status = 'open'`,
      ),
      finishRoom: db.prepare(`UPDATE rooms SET status = 'finished' WHERE id = ?`),
      insertAction: db.prepare(
        `INSERT INTO actions (room_id, seq, seat, action, source, at) VALUES (?, ?, ?, ?, ?, ?)`,
      ),
      insertSnapshot: db.prepare(
        `INSERT INTO snapshots (room_id, seq, state, hash) VALUES (?, ?, ?, ?)
         ON CONFLICT (room_id, seq) DO NOTHING`,
      ),
      getRoom: db.prepare('SELECT * FROM rooms WHERE id = ?'),
      getSeats: db.prepare('SELECT * FROM seats WHERE room_id = ? ORDER BY seat'),
      getActions: db.prepare('SELECT * FROM actions WHERE room_id = ? ORDER BY seq'),
      latestSnapshot: db.prepare('SELECT * FROM snapshots WHERE room_id = ? ORDER BY seq DESC LIMIT 1'),
      unfinished: db.prepare(`SELECT id FROM rooms WHERE status <> 'finished' ORDER BY created_at`),
    };
  }

  createRoom(room: RoomRecord, hostSeat: SeatRecord): Promise<void> {
    return this.#write(() => {
      this.#statements.insertRoom.run({
        id: room.id,
        game: room.game,
        options: JSON.stringify(room.options),
        num_seats: room.numSeats,
        status: room.status,
        is_public: room.isPublic ? 1 : 0,
        turn_seconds: room.turnSeconds,
        host_seat: room.hostSeat,
        seed: room.seed,
        rules_version: room.rulesVersion,
        created_at: room.createdAt,
        creator_address: room.creatorAddress,
      });
      this.#statements.insertSeat.run(seatRow(hostSeat));
    });
  }

  claimSeat(seat: SeatRecord): Promise<boolean> {
    return this.#write(() => this.#statements.insertSeat.run(seatRow(seat)).changes === 1);
  }

  releaseSeat(roomId: string, seat: number): Promise<void> {
    return this.#write(() => {
      this.#statements.deleteSeat.run(roomId, seat);
    });
  }

  startRoom(roomId: string, seed: string, rulesVersion: string): Promise<void> {
    return this.#write(() => {
      this.#statements.startRoom.run(seed, rulesVersion, roomId);
    });
  }

  finishRoom(roomId: string): Promise<void> {
    return this.#write(() => {
      this.#statements.finishRoom.run(roomId);
    });
  }

  appendAction(action: ActionRecord, effects: ActionEffects = {}): Promise<void> {
    const text = JSON.stringify(action.action);
    const snapshot = effects.snapshot;
    const snapshotText = snapshot === undefined ? null : JSON.stringify(snapshot.state);
    return this.#write(() => {
      try {
        this.#statements.insertAction.run(action.roomId, action.seq, action.seat, text, action.source, action.at);
      } catch (error) {
        if (isConstraintError(error)) {
          throw new SeqConflictError(`room ${action.roomId} already has action ${action.seq}`, { cause: error });
        }
        throw error;
      }
      if (effects.finished === true) this.#statements.finishRoom.run(action.roomId);
      if (snapshot !== undefined && snapshotText !== null) {
        this.#statements.insertSnapshot.run(snapshot.roomId, snapshot.seq, snapshotText, snapshot.hash);
      }
    });
  }

  saveSnapshot(snapshot: SnapshotRecord): Promise<void> {
    const text = JSON.stringify(snapshot.state);
    return this.#write(() => {
      this.#statements.insertSnapshot.run(snapshot.roomId, snapshot.seq, text, snapshot.hash);
    });
  }

  getRoom(roomId: string): Promise<RoomRecord | null> {
    this.#flush();
    const row = this.#statements.getRoom.get(roomId) as RoomRow | undefined;
    return Promise.resolve(row === undefined ? null : roomFromRow(row));
  }

  getSeats(roomId: string): Promise<SeatRecord[]> {
    this.#flush();
    const rows = this.#statements.getSeats.all(roomId) as SeatRow[];
    return Promise.resolve(rows.map(seatFromRow));
  }

  getActions(roomId: string): Promise<ActionRecord[]> {
    this.#flush();
    const rows = this.#statements.getActions.all(roomId) as ActionRow[];
    return Promise.resolve(
      rows.map((row) => ({
        roomId: row.room_id,
        seq: row.seq,
        seat: row.seat,
        action: JSON.parse(row.action) as unknown,
        source: row.source as ActionSource,
        at: row.at,
      })),
    );
  }

  latestSnapshot(roomId: string): Promise<SnapshotRecord | null> {
    this.#flush();
    const row = this.#statements.latestSnapshot.get(roomId) as SnapshotRow | undefined;
    if (row === undefined) return Promise.resolve(null);
    return Promise.resolve({
      roomId: row.room_id,
      seq: row.seq,
      state: JSON.parse(row.state) as unknown,
      hash: row.hash,
    });
  }

  unfinishedRoomIds(): Promise<string[]> {
    this.#flush();
    const rows = this.#statements.unfinished.all() as { id: string }[];
    return Promise.resolve(rows.map((row) => row.id));
  }

  close(): Promise<void> {
    if (this.#db.open) {
      this.#flush();
      this.#db.close();
    }
    return Promise.resolve();
  }

  /** Queues a write for the next group commit; resolves with its result once committed. */
  #write<T>(run: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#pending.push({ run, resolve: resolve as (value: unknown) => void, reject });
      if (!this.#flushScheduled) {
        this.#flushScheduled = true;
        setImmediate(() => {
          this.#flush();
        });
      }
    });
  }

  /** Commits every queued write in one transaction, each in its own savepoint. */
  #flush(): void {
    this.#flushScheduled = false;
    const batch = this.#pending;
    if (batch.length === 0) return;
    this.#pending = [];
    const results: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      this.#db.transaction(() => {
        for (const write of batch) {
          try {
            results.push({ ok: true, value: this.#db.transaction(write.run)() });
          } catch (error) {
            results.push({ ok: false, error });
          }
        }
      })();
    } catch (error) {
      for (const write of batch) write.reject(error);
      return;
    }
    batch.forEach((write, i) => {
      const result = results[i];
      if (result?.ok === true) write.resolve(result.value);
      else write.reject(result?.error ?? new Error('write lost'));
    });
  }
}

function isConstraintError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_CONSTRAINT');
}

function seatRow(seat: SeatRecord): SeatRow {
  return {
    room_id: seat.roomId,
    seat: seat.seat,
    name: seat.name,
    kind: seat.kind,
    bot: seat.bot,
    token_hash: seat.tokenHash,
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
  };
}
