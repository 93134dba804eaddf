import Database from 'better-sqlite3';
import { afterEach, describe, expect, test } from 'vitest';
import { SqliteStorage } from '../src/index';
import { SCHEMA_VERSION } from '../src/storage/schema';
import { TestClient } from './fixtures/test-client';
import { startTestServer, tempDbFile } from './fixtures/test-server';

/** The schema as Tavern wrote it before schema versions (version 0), verbatim. */
const VERSION_0_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS rooms (id TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL,
    num_seats INTEGER NOT NULL, status TEXT NOT NULL, is_public INTEGER NOT NULL,
    turn_seconds INTEGER NOT NULL, host_seat INTEGER NOT NULL, seed TEXT, rules_version TEXT,
    created_at BIGINT NOT NULL, creator_address TEXT NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS rooms_status ON rooms (status)`,
  `CREATE TABLE IF NOT EXISTS seats (room_id TEXT NOT NULL REFERENCES rooms (id),
    seat INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, bot TEXT, token_hash TEXT,
    PRIMARY KEY (room_id, seat))`,
  `CREATE TABLE IF NOT EXISTS actions (room_id TEXT NOT NULL REFERENCES rooms (id),
    seq INTEGER NOT NULL, seat INTEGER NOT NULL, action TEXT NOT NULL, source TEXT NOT NULL,
    at BIGINT NOT NULL, PRIMARY KEY (room_id, seq))`,
  `CREATE TABLE IF NOT EXISTS snapshots (room_id TEXT NOT NULL REFERENCES rooms (id),
    seq INTEGER NOT NULL, state TEXT NOT NULL, hash TEXT NOT NULL, PRIMARY KEY (room_id, seq))`,
];

/** A version-0 database with an open room and a finished one, as an old server left it. */
function buildVersion0(file: string): void {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  for (const statement of VERSION_0_SCHEMA) db.exec(statement);
  const room = db.prepare(
    `INSERT INTO rooms VALUES (?, 'toy', '{"handSize":3}', 2, ?, 1, 0, 0, ?, ?, ?, '127.0.0.1')`,
  );
  room.run('oldOpenRoom', 'open', null, null, 1000);
  room.run('oldDoneRoom', 'finished', 'seed-1', 'toy-1', 2000);
  const seat = db.prepare(`INSERT INTO seats VALUES (?, ?, ?, 'human', NULL, ?)`);
  seat.run('oldOpenRoom', 0, 'Ann', 'a'.repeat(64));
  seat.run('oldDoneRoom', 0, 'Bo', 'b'.repeat(64));
  db.prepare(
    `INSERT INTO actions VALUES ('oldDoneRoom', 0, 0, '{"type":"draw"}', 'player', 5000)`,
  ).run();
  db.prepare(
    `INSERT INTO actions VALUES ('oldDoneRoom', 1, 1, '{"type":"draw"}', 'bot', 7000)`,
  ).run();
  expect(db.pragma('user_version', { simple: true })).toBe(0);
  db.close();
}

describe('SQLite schema versions', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  test('a version-0 database is upgraded in place and keeps its rooms', async () => {
    const db = tempDbFile();
    cleanups.push(db.cleanup);
    buildVersion0(db.file);
    const storage = new SqliteStorage(db.file);
    const open = await storage.getRoom('oldOpenRoom');
    const done = await storage.getRoom('oldDoneRoom');
    expect(open?.status).toBe('open');
    expect(open?.botSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(done?.botSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(done?.botSecret).not.toBe(open?.botSecret);
    expect(done?.finishedAt).toBe(7000);
    expect(open?.finishedAt).toBeNull();
    expect((await storage.getSeats('oldOpenRoom'))[0]?.name).toBe('Ann');
    expect(await storage.getActions('oldDoneRoom')).toHaveLength(2);
    await storage.checkWritable();
    await storage.close();
    const check = new Database(db.file, { readonly: true });
    expect(check.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    check.close();
    // Opening again changes nothing (every migration ran once).
    const again = new SqliteStorage(db.file);
    expect((await again.getRoom('oldOpenRoom'))?.botSecret).toBe(open?.botSecret);
    await again.close();
  });

  test('a server starts on an upgraded version-0 file and serves its open room', async () => {
    const db = tempDbFile();
    cleanups.push(db.cleanup);
    buildVersion0(db.file);
    const running = await startTestServer({ dbFile: db.file });
    cleanups.push(() => running.close());
    const c = await TestClient.connect(running.wsUrl);
    cleanups.push(() => c.close());
    const joined = await c.join('oldOpenRoom');
    expect(joined.room.seats[0]?.name).toBe('Ann');
  });

  test('a database from a newer Tavern is refused, untouched', () => {
    const db = tempDbFile();
    cleanups.push(db.cleanup);
    const raw = new Database(db.file);
    raw.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    raw.close();
    expect(() => new SqliteStorage(db.file)).toThrow(/newer than this Tavern knows/);
  });
});
