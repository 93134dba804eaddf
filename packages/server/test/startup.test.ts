import { spawn } from 'node:child_process';
import { createServer as createNetServer, type Server as NetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import {
  ConfigError,
  createServer,
  loadServerEnv,
  SqliteStorage,
  startOptionsFromEnv,
  type Storage,
} from '../src/index';
import { tempDbFile } from './fixtures/test-server';
import { toyModule } from './fixtures/toy-game';

const TAVERN_BIN = fileURLToPath(new URL('../../cli/bin/tavern.js', import.meta.url));

/** Runs `tavern serve` with `env`; resolves its exit code and output, or null if still running. */
function serve(
  env: Record<string, string>,
  ms = 60_000,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TAVERN_BIN, 'serve'], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve({ code: null, stderr, stdout });
    }, ms);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

describe('startup: settings and failures', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  test('a port already taken makes `tavern serve` exit non-zero with the reason', async () => {
    const blocker: NetServer = createNetServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    cleanups.push(
      () =>
        new Promise<void>((resolve) =>
          blocker.close(() => {
            resolve();
          }),
        ),
    );
    const address = blocker.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const db = tempDbFile();
    cleanups.push(db.cleanup);
    const result = await serve({ HOST: '127.0.0.1', PORT: String(port), TAVERN_DB: db.file });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('already in use');
    expect(result.stderr).toContain(String(port));
  });

  test('a bad setting makes `tavern serve` exit non-zero naming the setting', async () => {
    const db = tempDbFile();
    cleanups.push(db.cleanup);
    const result = await serve({ PORT: 'eighty', TRUST_PROXY: 'maybe', TAVERN_DB: db.file });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/PORT="eighty"/);
    expect(result.stderr).toMatch(/TRUST_PROXY="maybe"/);
  });

  test('one schema reads every setting, with defaults', () => {
    const env = loadServerEnv({});
    expect(env).toMatchObject({ HOST: '0.0.0.0', PORT: 8080, TAVERN_DB: 'data/tavern.db' });
    expect(env.TRUST_PROXY).toBe(false);
    const custom = loadServerEnv({
      PORT: '9000',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
      TAVERN_ALLOWED_ORIGINS: 'https://tavern.example',
      TAVERN_BOT_DELAY_MS: '0',
      TAVERN_IPV4_PREFIX: '32',
      TAVERN_OPEN_ROOM_IDLE_MINUTES: '5',
    });
    expect(custom.TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.1']);
    const options = startOptionsFromEnv(custom);
    expect(options.port).toBe(9000);
    expect(options.limits?.addressPrefixes).toEqual({ ipv4: 32, ipv6: 64 });
    expect(options.lifetimes?.openIdleMs).toBe(5 * 60_000);
    expect(options.rooms?.botDelayMs).toBe(0);
    expect(loadServerEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    for (const bad of [
      { PORT: '70000' },
      { LOG_LEVEL: 'loud' },
      { TRUST_PROXY: '10.0.0.0/99' },
      { TAVERN_ALLOWED_ORIGINS: 'https://tavern.example/path' },
      { TAVERN_IPV4_PREFIX: '-1' },
    ]) {
      expect(() => loadServerEnv(bad)).toThrow(ConfigError);
    }
  });

  test('/healthz answers while alive; /readyz only while the database takes writes', async () => {
    const db = tempDbFile();
    const storage = new SqliteStorage(db.file);
    let failing = false;
    // The real storage, except that its write check fails on demand (a full disk).
    const flaky = new Proxy<Storage>(storage, {
      get(target, property) {
        if (property === 'checkWritable')
          return () => (failing ? Promise.reject(new Error('disk full')) : target.checkWritable());
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    const server = await createServer({
      games: [toyModule],
      storage: flaky,
      logger: 'silent',
      staticDir: null,
    });
    cleanups.push(
      db.cleanup,
      () => storage.close(),
      () => server.close(),
    );
    expect((await server.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await server.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    failing = true;
    const notReady = await server.app.inject({ url: '/readyz' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ ok: false });
    expect((await server.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
