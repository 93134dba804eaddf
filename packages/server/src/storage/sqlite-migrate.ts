import type Database from 'better-sqlite3';
import { MIGRATIONS, SCHEMA_VERSION } from './schema';

/**
 * Brings a SQLite database up to `SCHEMA_VERSION`, one migration per transaction, recording each
 * step in `PRAGMA user_version`. A database from a newer Tavern is refused rather than damaged.
 * Returns the version it found.
 */
export function migrateSqlite(db: Database.Database, file: string): number {
  const found = db.pragma('user_version', { simple: true }) as number;
  if (found > SCHEMA_VERSION) {
    throw new Error(
      `${file} has schema version ${found}, newer than this Tavern knows (${SCHEMA_VERSION}); ` +
        'run a newer Tavern or restore a backup.',
    );
  }
  for (let version = found; version < SCHEMA_VERSION; version++) {
    const migration = MIGRATIONS[version];
    if (migration === undefined) break;
    db.transaction(() => {
      for (const statement of migration.statements) db.exec(statement);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
  return found;
}
