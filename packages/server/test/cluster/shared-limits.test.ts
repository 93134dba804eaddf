import { afterEach, beforeEach, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../../src/index';
import {
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  describeWithServices,
  dropSchema,
  newSchemaName,
} from '../fixtures/cluster-services';
import { TestClient } from '../fixtures/test-client';
import { api, createRoom } from '../fixtures/test-server';
import { toyModule } from '../fixtures/toy-game';

await describeWithServices('lobby and limits shared by the processes of a cluster', () => {
  let namespace: string;
  const servers: RunningServer[] = [];
  const clients: TestClient[] = [];
  const start = async (): Promise<RunningServer> => {
    const running = await startServer({
      port: 0,
      host: '127.0.0.1',
      logger: 'silent',
      staticDir: null,
      games: [toyModule],
      cluster: { databaseUrl: TEST_DATABASE_URL, redisUrl: TEST_REDIS_URL, namespace },
      limits: { roomsPerAddress: 3, connectionsPerAddress: 2, httpRequestsPerMinute: 12 },
    });
    servers.push(running);
    return running;
  };
  beforeEach(() => {
    namespace = newSchemaName();
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    for (const running of servers.splice(0)) await running.close();
    await dropSchema(namespace);
  });

  test('the lobby lists the rooms of every process, newest first, page by page', async () => {
    const a = await start();
    const b = await start();
    const made = [];
    for (const server of [a, b, a]) {
      made.push((await createRoom(server.url, { game: 'toy', seats: 2 })).roomId);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    for (const server of [a, b]) {
      const first = await api<{ rooms: { id: string }[]; next: string | null; total: number }>(
        server.url,
        'GET',
        '/api/rooms?limit=2',
      );
      expect(first.body.total).toBe(3);
      expect(first.body.rooms.map((room) => room.id)).toEqual([made[2], made[1]]);
      const rest = await api<{ rooms: { id: string }[]; next: string | null }>(
        server.url,
        'GET',
        `/api/rooms?limit=2&after=${first.body.next ?? ''}`,
      );
      expect(rest.body.rooms.map((room) => room.id)).toEqual([made[0]]);
      expect(rest.body.next).toBeNull();
    }
  });

  test('room creations and open connections per address count across processes', async () => {
    const a = await start();
    const b = await start();
    for (const server of [a, b, b]) await createRoom(server.url, { game: 'toy', seats: 2 });
    const refused = await api<{ code: string }>(a.url, 'POST', '/api/rooms', {
      name: 'Host',
      game: 'toy',
      seats: 2,
    });
    expect([refused.status, refused.body.code]).toEqual([429, 'tooManyRooms']);

    clients.push(await TestClient.connect(`${a.url.replace('http', 'ws')}/ws`));
    clients.push(await TestClient.connect(`${b.url.replace('http', 'ws')}/ws`));
    await expect(TestClient.connect(`${a.url.replace('http', 'ws')}/ws`)).rejects.toThrow(/429/);
    await clients.pop()?.close();
    await expect
      .poll(async () => {
        const client = await TestClient.connect(`${a.url.replace('http', 'ws')}/ws`).catch(
          () => null,
        );
        if (client !== null) clients.push(client);
        return client !== null;
      })
      .toBe(true);
  });

  test('the HTTP rate limit is one allowance across processes', async () => {
    const a = await start();
    const b = await start();
    // 12 API requests a minute in all: 6 on each process pass, then A refuses its 7th.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await api(i % 2 === 0 ? a.url : b.url, 'GET', '/api/games')).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await api<{ code: string }>(a.url, 'GET', '/api/games');
    expect([refused.status, refused.body.code]).toEqual([429, 'tooManyRequests']);
  });
});
