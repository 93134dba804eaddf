/**
 * The schema as ordered migrations, in SQL that SQLite and PostgreSQL both accept (TEXT,
 * INTEGER/BIGINT, composite primary keys; JSON kept as TEXT). Times are ms since the epoch.
 * Migration `i` takes a database from version `i` to `i + 1` (SQLite keeps the version in
 * `PRAGMA user_version`). Never edit a released migration: append a new one.
 */
export interface Migration {
  /** What it changes, for the log and for errors. */
  readonly summary: string;
  readonly statements: readonly string[];
}

/** Every migration, oldest first. The schema's version is their count. */
export const MIGRATIONS: readonly Migration[] = [
  {
    // Version 0 databases (before schema versions) already hold these tables: IF NOT EXISTS keeps
    // this first step harmless for them.
    summary: 'rooms, seats, actions and snapshots',
    statements: [
      `CREATE TABLE IF NOT EXISTS rooms (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        num_seats INTEGER NOT NULL,
        status TEXT NOT NULL,
        is_public INTEGER NOT NULL,
        turn_seconds INTEGER NOT NULL,
        host_seat INTEGER NOT NULL,
        seed TEXT,
        rules_version TEXT,
        created_at BIGINT NOT NULL,
        creator_address TEXT NOT NULL
      )`,
      `CREATE INDEX IF NOT EXISTS rooms_status ON rooms (status)`,
      `CREATE TABLE IF NOT EXISTS seats (
        room_id TEXT NOT NULL REFERENCES rooms (id),
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        bot TEXT,
        token_hash TEXT,
        PRIMARY KEY (room_id, seat)
      )`,
      `CREATE TABLE IF NOT EXISTS actions (
        room_id TEXT NOT NULL REFERENCES rooms (id),
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        source TEXT NOT NULL,
        at BIGINT NOT NULL,
        PRIMARY KEY (room_id, seq)
      )`,
      `CREATE TABLE IF NOT EXISTS snapshots (
        room_id TEXT NOT NULL REFERENCES rooms (id),
        seq INTEGER NOT NULL,
        state TEXT NOT NULL,
        hash TEXT NOT NULL,
        PRIMARY KEY (room_id, seq)
      )`,
    ],
  },
  {
    summary:
      "a per-room secret for bots' randomness, when each room finished (retention), a health row",
    statements: [
      `ALTER TABLE rooms ADD COLUMN bot_secret TEXT`,
      `ALTER TABLE rooms ADD COLUMN finished_at BIGINT`,
      // Rooms from before: a fresh secret each (their past bot moves are in their logs already).
      `UPDATE rooms SET bot_secret = lower(hex(randomblob(32))) WHERE bot_secret IS NULL`,
      `UPDATE rooms SET finished_at = COALESCE(
        (SELECT MAX(at) FROM actions WHERE actions.room_id = rooms.id), created_at)
        WHERE status = 'finished'`,
      `CREATE INDEX IF NOT EXISTS rooms_finished_at ON rooms (finished_at)`,
      // One row that /readyz rewrites to prove the database takes writes.
      `CREATE TABLE IF NOT EXISTS health (id INTEGER PRIMARY KEY, checked_at BIGINT NOT NULL)`,
    ],
  },
];

/** The schema version this code writes. */
export const SCHEMA_VERSION = MIGRATIONS.length;
