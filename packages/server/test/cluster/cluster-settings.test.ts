import { describe, expect, test } from 'vitest';
import { ConfigError, loadServerEnv, startOptionsFromEnv } from '../../src/index';

describe('cluster mode settings', () => {
  test('without DATABASE_URL and REDIS_URL nothing changes: SQLite, no cluster', () => {
    const options = startOptionsFromEnv(loadServerEnv({ TAVERN_DB: 'x.db' }));
    expect(options.cluster).toBeUndefined();
    expect(options.dbFile).toBe('x.db');
  });

  test('both together switch the process to cluster mode', () => {
    const options = startOptionsFromEnv(
      loadServerEnv({
        DATABASE_URL: 'postgres://tavern:secret@db.internal:5432/tavern',
        REDIS_URL: 'redis://cache.internal:6379',
      }),
    );
    expect(options.cluster).toEqual({
      databaseUrl: 'postgres://tavern:secret@db.internal:5432/tavern',
      redisUrl: 'redis://cache.internal:6379',
    });
  });

  test('one without the other, or a wrong URL, is refused without echoing the URL', () => {
    expect(() => loadServerEnv({ DATABASE_URL: 'postgres://u:pw@h/db' })).toThrow(
      /REDIS_URL.*needs both DATABASE_URL and REDIS_URL/,
    );
    expect(() => loadServerEnv({ REDIS_URL: 'redis://h:6379' })).toThrow(/DATABASE_URL/);
    let message = '';
    try {
      loadServerEnv({ DATABASE_URL: 'mysql://u:hunter2@h/db', REDIS_URL: 'redis://h' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/DATABASE_URL=\(hidden\): must be a URL like postgres:/);
    expect(message).not.toMatch(/hunter2/);
  });
});
