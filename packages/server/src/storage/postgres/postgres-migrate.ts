import type { Pool } from 'pg';
import { POSTGRES_MIGRATIONS, POSTGRES_SCHEMA_VERSION } from './postgres-schema';

/** Any constant: every Tavern process migrating the same database waits on this lock. */
const MIGRATION_LOCK = 7_117_001;

/**
 * Brings the database (`schema`, the connection's `search_path`, created if missing) up to `POSTGRES_SCHEMA_VERSION`, each
 * migration in its own transaction under an advisory lock, so processes starting together migrate
 * once. A database from a newer Tavern is refused, untouched. Resolves the version it found.
 */
export async function migratePostgres(pool: Pool, schema: string | undefined): Promise<number> {
  const where = schema === undefined ? 'the database' : `schema ${schema}`;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    // Under the lock: two processes creating one schema at once would otherwise collide.
    if (schema !== undefined) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query('CREATE TABLE IF NOT EXISTS tavern_schema (version INTEGER NOT NULL)');
    const found = await client.query<{ version: number }>('SELECT version FROM tavern_schema');
    const version = found.rows[0]?.version ?? 0;
    if (found.rows.length === 0) await client.query('INSERT INTO tavern_schema VALUES (0)');
    if (version > POSTGRES_SCHEMA_VERSION) {
      throw new Error(
        `${where} has schema version ${version}, newer than this Tavern knows ` +
          `(${POSTGRES_SCHEMA_VERSION}); run a newer Tavern or restore a backup.`,
      );
    }
    await client.query('COMMIT');
    for (let next = version; next < POSTGRES_SCHEMA_VERSION; next++) {
      const migration = POSTGRES_MIGRATIONS[next];
      if (migration === undefined) break;
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      // Another process may have run it while this one waited for the lock.
      const current = await client.query<{ version: number }>('SELECT version FROM tavern_schema');
      if ((current.rows[0]?.version ?? 0) > next) {
        await client.query('COMMIT');
        continue;
      }
      for (const statement of migration.statements) await client.query(statement);
      await client.query('UPDATE tavern_schema SET version = $1', [next + 1]);
      await client.query('COMMIT');
    }
    return version;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
