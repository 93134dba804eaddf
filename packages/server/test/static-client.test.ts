import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, tempDbFile } from './fixtures/test-server';

describe('the built web client is served when it exists', () => {
  let db: ReturnType<typeof tempDbFile>;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    db = tempDbFile();
    const dist = join(dirname(db.file), 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Tavern client</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app")');
    server = await startTestServer({ dbFile: db.file, staticDir: dist });
  });
  afterAll(async () => {
    await server.close();
    db.cleanup();
  });

  test('files, single-page routes and API 404s', async () => {
    expect(await fetch(`${server.url}/`).then((r) => r.text())).toContain('Tavern client');
    expect(await fetch(`${server.url}/assets/app.js`).then((r) => r.text())).toContain('app');
    // An invite link is a client route: the page loads and reads the room id from the path.
    expect(await fetch(`${server.url}/r/abc123/watch`).then((r) => r.text())).toContain(
      'Tavern client',
    );
    const missing = await fetch(`${server.url}/api/nothing`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: string }).code).toBe('notFound');
  });
});
