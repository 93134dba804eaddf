import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** One SQL statement with its positional parameters. */
export interface SqlStatement {
  readonly sql: string;
  readonly params: readonly (string | number | null)[];
}

/** The outcome of one group of statements: rows changed per statement, or the error. */
export type GroupResult =
  | { readonly ok: true; readonly changes: readonly number[] }
  | { readonly ok: false; readonly code: string; readonly message: string };

/**
 * The writer thread, as plain JavaScript so it runs under any loader. It owns one connection,
 * commits each batch of statement groups in one transaction (one fsync), each group in its own
 * savepoint so a failing group rolls back alone, and answers with every group's result.
 */
const WRITER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('synchronous = ' + workerData.synchronous);
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');
const prepared = new Map();
const statement = (sql) => {
  let s = prepared.get(sql);
  if (s === undefined) { s = db.prepare(sql); prepared.set(sql, s); }
  return s;
};
const runGroup = db.transaction((group) => group.map((s) => statement(s.sql).run(...s.params).changes));
const runBatch = db.transaction((groups) => groups.map((group) => {
  try { return { ok: true, changes: runGroup(group) }; }
  catch (error) { return { ok: false, code: String(error.code ?? 'ERROR'), message: String(error.message) }; }
}));
parentPort.on('message', (message) => {
  if (message === 'close') { db.close(); parentPort.close(); return; }
  try { parentPort.postMessage({ ok: true, results: runBatch(message) }); }
  catch (error) { parentPort.postMessage({ ok: false, message: String(error.message) }); }
});
`;

interface Pending {
  readonly group: readonly SqlStatement[];
  readonly resolve: (result: GroupResult) => void;
  readonly reject: (error: Error) => void;
}

/** A batch of writes and the callers waiting for it to be committed (read barriers). */
interface Batch {
  readonly writes: Pending[];
  readonly committed: (() => void)[];
}

type BatchReply =
  | { readonly ok: true; readonly results: readonly GroupResult[] }
  | { readonly ok: false; readonly message: string };

/**
 * Group commit on a worker thread: writes queue up while the writer commits the previous batch,
 * then go together in the next one. The fsync never blocks the event loop, and each write's
 * promise resolves only after its batch is durable.
 */
export class SqliteWriter {
  readonly #worker: Worker;
  #queue: Batch = { writes: [], committed: [] };
  #inFlight: Batch | null = null;
  #failed: Error | null = null;

  constructor(file: string, synchronous: 'FULL' | 'NORMAL') {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.#worker = new Worker(WRITER_SOURCE, {
      eval: true,
      workerData: { file, synchronous, driver },
    });
    this.#worker.on('message', (reply: BatchReply) => {
      this.#settle(reply);
    });
    this.#worker.on('error', (error) => {
      this.#failed = error;
      this.#settle({ ok: false, message: error.message });
    });
  }

  /** Runs `group` atomically in the next commit; resolves with rows changed per statement. */
  run(group: readonly SqlStatement[]): Promise<GroupResult> {
    if (this.#failed !== null) return Promise.reject(this.#failed);
    return new Promise((resolve, reject) => {
      this.#queue.writes.push({ group, resolve, reject });
      if (this.#inFlight === null) this.#send();
    });
  }

  /**
   * Resolves once every write issued so far is committed (or failed), whatever is written after:
   * under a steady stream of writes the writer is never idle, and a read must not wait for that.
   */
  idle(): Promise<void> {
    const last = this.#queue.writes.length > 0 ? this.#queue : this.#inFlight;
    if (last === null) return Promise.resolve();
    return new Promise((resolve) => last.committed.push(resolve));
  }

  /** Commits what is queued, then stops the writer thread. */
  async close(): Promise<void> {
    // Writes issued while waiting go in too: the thread stops only once nothing is left.
    while (this.#inFlight !== null || this.#queue.writes.length > 0) await this.idle();
    const exited = new Promise<void>((resolve) =>
      this.#worker.once('exit', () => {
        resolve();
      }),
    );
    this.#worker.postMessage('close');
    await exited;
  }

  #send(): void {
    const batch = this.#queue;
    if (batch.writes.length === 0) return;
    this.#queue = { writes: [], committed: [] };
    const failed = this.#failed;
    if (failed !== null) {
      // The thread is gone: nothing queued can be written, and nobody may wait for it forever.
      for (const pending of batch.writes) pending.reject(failed);
      for (const committed of batch.committed) committed();
      return;
    }
    this.#inFlight = batch;
    this.#worker.postMessage(batch.writes.map((pending) => pending.group));
  }

  #settle(reply: BatchReply): void {
    const batch = this.#inFlight;
    this.#inFlight = null;
    if (batch !== null) {
      batch.writes.forEach((pending, i) => {
        if (!reply.ok) pending.reject(new Error(`the database write failed: ${reply.message}`));
        else pending.resolve(reply.results[i] ?? { ok: false, code: 'LOST', message: 'no result' });
      });
      for (const committed of batch.committed) committed();
    }
    this.#send();
  }
}
