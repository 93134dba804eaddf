import { afterEach, describe, expect, test } from 'vitest';
import { TestClient } from './fixtures/test-client';
import { api, createRoom, startTestServer, tempDbFile } from './fixtures/test-server';

describe('limits', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function server(limits: NonNullable<Parameters<typeof startTestServer>[0]['limits']>) {
    const db = tempDbFile();
    const running = await startTestServer({ dbFile: db.file, limits });
    cleanups.push(db.cleanup, () => running.close());
    return running;
  }

  test('a connection over its rate limit gets rateLimited errors, then is closed', async () => {
    const running = await server({ rate: { perSecond: 0.001, burst: 5 }, maxRateStrikes: 20 });
    const host = await createRoom(running.url, { game: 'toy', seats: 2 });
    const client = await TestClient.connect(running.wsUrl);
    cleanups.push(() => client.close());
    await client.join(host.roomId, host.token);
    for (let i = 0; i < 10; i++) client.send({ type: 'chat', text: `hello ${i}` });
    const error = await client.nextError();
    expect(error.code).toBe('rateLimited');
    const chats = () => client.messages.filter((m) => m.type === 'chat').length;
    await expect.poll(chats, { timeout: 15_000 }).toBe(4);
    for (let i = 0; i < 30; i++) client.send({ type: 'chat', text: 'spam' });
    await expect.poll(() => client.closeCode, { timeout: 15_000 }).toBe(4008);
  });

  test('an address may create only so many rooms', async () => {
    const running = await server({ roomsPerAddress: 2 });
    await createRoom(running.url, { game: 'toy', seats: 2 });
    await createRoom(running.url, { game: 'toy', seats: 2 });
    const third = await api<{ code: string }>(running.url, 'POST', '/api/rooms', {
      game: 'toy',
      seats: 2,
      name: 'X',
    });
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('tooManyRooms');
  });

  test('an HTTP body over the size limit is refused', async () => {
    const running = await server({});
    const big = await api<{ code: string }>(running.url, 'POST', '/api/rooms', {
      game: 'toy',
      seats: 2,
      name: 'X',
      options: { pad: 'x'.repeat(64 * 1024) },
    });
    expect(big.status).toBe(413);
  });
});
