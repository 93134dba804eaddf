import type { Migration } from '../schema';

/**
 * PostgreSQL's schema as ordered migrations, kept apart from SQLite's (`../schema.ts`) because a
 * PostgreSQL database never held SQLite's version-0 layout and uses PostgreSQL types (JSON as TEXT,
 * times as BIGINT ms, lease expiry as TIMESTAMPTZ on the database's own clock). Version `i` is
 * recorded in `tavern_schema`. A column added to one store's schema is added to the other's in a
 * new migration of each. Never edit a released migration: append a new one.
 */
export const POSTGRES_MIGRATIONS: readonly Migration[] = [
  {
    summary: 'rooms, seats, actions, snapshots, health and room leases',
    statements: [
      `CREATE TABLE rooms (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        num_seats INTEGER NOT NULL,
        status TEXT NOT NULL,
        is_public BOOLEAN NOT NULL,
        turn_seconds INTEGER NOT NULL,
        host_seat INTEGER NOT NULL,
        seed TEXT,
        rules_version TEXT,
        created_at BIGINT NOT NULL,
        creator_address TEXT NOT NULL,
        bot_secret TEXT NOT NULL,
        finished_at BIGINT
      )`,
      `CREATE INDEX rooms_status ON rooms (status)`,
      `CREATE INDEX rooms_finished_at ON rooms (finished_at)`,
      // The lobby reads open public rooms newest first.
      `CREATE INDEX rooms_lobby ON rooms (created_at DESC, id DESC) WHERE status = 'open' AND is_public`,
      `CREATE TABLE seats (
        room_id TEXT NOT NULL REFERENCES rooms (id),
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        bot TEXT,
        token_hash TEXT,
        PRIMARY KEY (room_id, seat)
      )`,
      `CREATE TABLE actions (
        room_id TEXT NOT NULL REFERENCES rooms (id),
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        source TEXT NOT NULL,
        at BIGINT NOT NULL,
        PRIMARY KEY (room_id, seq)
      )`,
      `CREATE TABLE snapshots (
        room_id TEXT NOT NULL REFERENCES rooms (id),
        seq INTEGER NOT NULL,
        state TEXT NOT NULL,
        hash TEXT NOT NULL,
        PRIMARY KEY (room_id, seq)
      )`,
      `CREATE TABLE health (id INTEGER PRIMARY KEY, checked_at BIGINT NOT NULL)`,
      // Which process runs a room (cluster mode). No foreign key: the lease of a new room is
      // taken before its row exists, so no other process can adopt it in between.
      `CREATE TABLE room_leases (
        room_id TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        token BIGINT NOT NULL,
        expires_at TIMESTAMPTZ NOT NULL
      )`,
      `CREATE INDEX room_leases_owner ON room_leases (owner)`,
      // Fencing tokens: one sequence for every lease, so a room's tokens only grow.
      `CREATE SEQUENCE lease_tokens`,
    ],
  },
];

/** The PostgreSQL schema version this code writes. */
export const POSTGRES_SCHEMA_VERSION = POSTGRES_MIGRATIONS.length;
