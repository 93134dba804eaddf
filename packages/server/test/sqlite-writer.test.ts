import Database from 'better-sqlite3';
import { afterEach, expect, test } from 'vitest';
import { SqliteWriter } from '../src/storage/sqlite-writer';
import { tempDbFile } from './fixtures/test-server';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function openWriter(): { writer: SqliteWriter; file: string } {
  const db = tempDbFile();
  cleanups.push(db.cleanup);
  const setup = new Database(db.file);
  setup.pragma('journal_mode = WAL');
  setup.exec('CREATE TABLE n (v INTEGER NOT NULL)');
  setup.close();
  return { writer: new SqliteWriter(db.file, 'NORMAL'), file: db.file };
}

const insert = (v: number) => [{ sql: 'INSERT INTO n (v) VALUES (?)', params: [v] }];

test('a read barrier waits for the writes issued before it, not for a writer that never goes idle', async () => {
  const { writer, file } = openWriter();
  // A steady stream from many rooms: a write arrives on every turn of the event loop, so one is
  // always queued while a batch is committed, and the writer is never idle.
  let written = 0;
  let streaming = true;
  const writes: Promise<unknown>[] = [];
  const stream = new Promise<void>((done) => {
    const tick = () => {
      if (!streaming) {
        done();
        return;
      }
      writes.push(writer.run(insert(written++)));
      setImmediate(tick);
    };
    tick();
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  const issuedBefore = written;
  const barrier = await Promise.race([
    writer.idle().then(() => 'committed' as const),
    new Promise<'waiting'>((resolve) =>
      setTimeout(() => {
        resolve('waiting');
      }, 2000),
    ),
  ]);
  const reader = new Database(file, { readonly: true });
  const rows = (reader.prepare('SELECT COUNT(*) AS c FROM n').get() as { c: number }).c;
  reader.close();
  streaming = false;
  await stream;
  await Promise.all(writes);
  await writer.close();
  expect(barrier).toBe('committed');
  expect(rows).toBeGreaterThanOrEqual(issuedBefore);
});

test('close commits every queued write, including those issued while it waits', async () => {
  const { writer, file } = openWriter();
  const first = writer.run(insert(1));
  const closing = writer.close();
  const late = writer.run(insert(2));
  await Promise.all([first, late, closing]);
  const reader = new Database(file, { readonly: true });
  const values = (reader.prepare('SELECT v FROM n ORDER BY v').all() as { v: number }[]).map(
    (row) => row.v,
  );
  reader.close();
  expect(values).toEqual([1, 2]);
});
