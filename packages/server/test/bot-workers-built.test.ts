import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, test } from 'vitest';
import { botSearchesIn } from './fixtures/bot-metrics';
import { createRoom, tempDbFile } from './fixtures/test-server';
import { TestClient } from './fixtures/test-client';

const TAVERN_BIN = fileURLToPath(new URL('../../cli/bin/tavern.js', import.meta.url));

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

/** Starts the built `tavern serve` on a free port and resolves its URL once it listens. */
function serveBuilt(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [TAVERN_BIN, 'serve', '--port', '0', '--host', '127.0.0.1'],
    {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  cleanups.push(() => child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /open at (http:\/\/\S+)/.exec(out)?.[1];
      if (url !== undefined) resolve({ child, url: url.replace('localhost', '127.0.0.1') });
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => {
      reject(new Error(`tavern serve exited (${code}): ${err}`));
    });
  });
}

test('the built server searches its "normal" bots on the built worker thread', async () => {
  const db = tempDbFile();
  cleanups.push(db.cleanup);
  const { url } = await serveBuilt({
    TAVERN_DB: db.file,
    TAVERN_BOT_DELAY_MS: '0',
    TAVERN_BOT_THREADS: '1',
  });
  const host = await createRoom(url, { game: 'regicide', seats: 2 });
  const client = await TestClient.connect(`${url.replace('http', 'ws')}/ws`, {
    headers: { origin: url },
  });
  cleanups.push(() => void client.close());
  await client.join(host.roomId, host.token);
  client.send({ type: 'addBot', seat: 1, bot: 'normal' });
  client.send({ type: 'start' });
  await client.autoplay(undefined, 12);
  const metrics = await (await fetch(`${url}/metrics`)).text();
  const searches = botSearchesIn(metrics);
  expect(searches.searched).toBeGreaterThan(0);
  expect(searches.fallbacks).toEqual({});
});
