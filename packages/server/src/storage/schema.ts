/**
 * The tables, in SQL that SQLite and PostgreSQL both accept (TEXT, INTEGER/BIGINT, composite
 * primary keys; JSON kept as TEXT). Times are ms since the epoch.
 */
export const SCHEMA_STATEMENTS: readonly string[] = [
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
];
