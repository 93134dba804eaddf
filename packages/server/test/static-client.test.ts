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
    writeFileSync(
      join(dist, 'assets', 'index-B4x9kQz2.js'),
      'console.log("hashed");\n'.repeat(200),
    );
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

describe('HTTP hardening: headers, compression, caching, icons', () => {
  let db: ReturnType<typeof tempDbFile>;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    db = tempDbFile();
    const dist = join(dirname(db.file), 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Tavern client</title>');
    writeFileSync(
      join(dist, 'assets', 'index-B4x9kQz2.js'),
      'console.log("hashed");\n'.repeat(200),
    );
    server = await startTestServer({ dbFile: db.file, staticDir: dist });
  });
  afterAll(async () => {
    await server.close();
    db.cleanup();
  });

  test('hashed assets are compressed and cached for good; the page is revalidated', async () => {
    const asset = await fetch(`${server.url}/assets/index-B4x9kQz2.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(await asset.text()).toContain('hashed');
    for (const path of ['/', '/r/abc123']) {
      const page = await fetch(`${server.url}${path}`);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('Tavern client');
    }
  });

  test('security headers are on every answer', async () => {
    for (const path of ['/', '/api/games']) {
      const response = await fetch(`${server.url}${path}`);
      await response.text();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('content-security-policy')).not.toContain(
        'upgrade-insecure-requests',
      );
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('strict-transport-security')).not.toBeNull();
    }
  });

  test('a favicon and a web manifest, and missing files are 404s rather than the page', async () => {
    const icon = await fetch(`${server.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect(await icon.text()).toContain('<svg');
    const manifest = await fetch(`${server.url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(((await manifest.json()) as { name: string }).name).toBe('Tavern');
    for (const path of ['/assets/index-gone1234.js', '/robots.txt', '/logo.png']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
      await response.text();
    }
  });
});
