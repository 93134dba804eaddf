import pg from 'pg';
import { expect, test } from 'vitest';
import { PostgresStorage, SqliteStorage } from '../src/index';
import { POSTGRES_SCHEMA_VERSION } from '../src/storage/postgres/postgres-schema';
import {
  TEST_DATABASE_URL,
  describeWithServices,
  dropSchema,
  newSchemaName,
} from './fixtures/cluster-services';
import { describeStorageContract } from './fixtures/storage-contract';
import { tempDbFile } from './fixtures/test-server';

const sqliteFile = () => {
  const db = tempDbFile();
  return { place: db.file, cleanup: db.cleanup };
};

describeStorageContract('SqliteStorage', {
  newPlace: sqliteFile,
  open: (file) => new SqliteStorage(file),
});
describeStorageContract('SqliteStorage (normal durability)', {
  newPlace: sqliteFile,
  open: (file) => new SqliteStorage(file, 'normal'),
});

await describeWithServices('PostgreSQL storage', () => {
  describeStorageContract('PostgresStorage', {
    newPlace: () => {
      const schema = newSchemaName();
      return { place: schema, cleanup: () => dropSchema(schema) };
    },
    open: (schema) => PostgresStorage.open({ url: TEST_DATABASE_URL, schema, poolSize: 4 }),
  });

  test('processes opening one new database together migrate it once; a newer schema is refused', async () => {
    const schema = newSchemaName();
    try {
      const opened = await Promise.all(
        [1, 2, 3].map(() => PostgresStorage.open({ url: TEST_DATABASE_URL, schema, poolSize: 2 })),
      );
      await Promise.all(opened.map((storage) => storage.close()));
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        const found = await client.query<{ version: number }>(
          `SELECT version FROM ${schema}.tavern_schema`,
        );
        expect(found.rows).toEqual([{ version: POSTGRES_SCHEMA_VERSION }]);
        await client.query(`UPDATE ${schema}.tavern_schema SET version = version + 1`);
      } finally {
        await client.end();
      }
      await expect(PostgresStorage.open({ url: TEST_DATABASE_URL, schema })).rejects.toThrow(
        /newer than this Tavern knows/,
      );
    } finally {
      await dropSchema(schema);
    }
  });
});
