import { afterEach, describe, expect, test } from 'vitest';
import type { LobbyPage, RoomInfo } from '@tavern/engine/protocol';
import { SqliteStorage } from '../src/index';
import { ManualClock } from './fixtures/manual-clock';
import { TestClient } from './fixtures/test-client';
import { api, claimSeat, createRoom, startTestServer, tempDbFile } from './fixtures/test-server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const MINUTE = 60_000;

describe('room lifecycle: expiry, retention, lobby pages, replays', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function server(
    options: Partial<Parameters<typeof startTestServer>[0]> = {},
  ): Promise<Server & { db: string }> {
    const db = tempDbFile();
    const running = await startTestServer({
      dbFile: db.file,
      logger: process.env['DEBUG_LIFECYCLE'] === undefined ? 'silent' : 'debug',
      ...options,
      limits: { roomsPerAddress: 10_000, heartbeatMs: 0, ...options.limits },
    });
    cleanups.push(db.cleanup, () => running.close());
    return Object.assign(running, { db: db.file });
  }
  async function client(running: Server): Promise<TestClient> {
    const c = await TestClient.connect(running.wsUrl);
    cleanups.push(() => c.close());
    return c;
  }
  const status = async (running: Server, roomId: string) =>
    (await api<RoomInfo>(running.url, 'GET', `/api/rooms/${roomId}`)).status;

  test('abandoned rooms expire on a fake clock: open after its idle time, playing after its own', async () => {
    const clock = new ManualClock();
    const running = await server({
      clock,
      lifetimes: { openIdleMs: 10 * MINUTE, playingIdleMs: 30 * MINUTE, sweepEveryMs: MINUTE },
    });
    const abandoned = await createRoom(running.url, { game: 'toy', seats: 2 });
    const watched = await createRoom(running.url, { game: 'toy', seats: 2 });
    const playing = await createRoom(running.url, { game: 'toy', seats: 2 });
    const keeper = await client(running);
    await keeper.join(watched.roomId, watched.token);
    const player = await client(running);
    await player.join(playing.roomId, playing.token);
    player.send({ type: 'addBot', seat: 1, bot: 'heuristic' });
    player.send({ type: 'start' });
    await player.nextUpdate(0);
    await player.close();
    await expect
      .poll(() => running.server.registry.get(playing.roomId).then((r) => r?.clientCount))
      .toBe(0);

    clock.advance(9 * MINUTE);
    expect(await status(running, abandoned.roomId)).toBe(200);
    clock.advance(2 * MINUTE);
    await expect.poll(() => status(running, abandoned.roomId)).toBe(404);
    expect(await status(running, watched.roomId)).toBe(200);
    expect(await status(running, playing.roomId)).toBe(200);

    clock.advance(20 * MINUTE);
    await expect.poll(() => status(running, playing.roomId)).toBe(404);
    // The room someone stays connected to lives on.
    clock.advance(120 * MINUTE);
    expect(await status(running, watched.roomId)).toBe(200);
    expect(running.server.registry.size).toBe(1);

    // Expired rooms are gone from storage too, and their tokens join nothing.
    await running.close();
    const storage = new SqliteStorage(running.db);
    expect(await storage.getRoom(abandoned.roomId)).toBeNull();
    expect(await storage.getRoom(playing.roomId)).toBeNull();
    expect(await storage.getActions(playing.roomId)).toEqual([]);
    expect(await storage.getRoom(watched.roomId)).not.toBeNull();
    await storage.close();
  });

  test('a finished room is served without being pinned in memory, and purged after retention', async () => {
    const clock = new ManualClock();
    const running = await server({
      clock,
      lifetimes: { finishedRetentionMs: 24 * 60 * MINUTE, sweepEveryMs: MINUTE },
    });
    const host = await createRoom(running.url, { game: 'toy', seats: 2 });
    const c = await client(running);
    await c.join(host.roomId, host.token);
    c.send({ type: 'addBot', seat: 1, bot: 'random' });
    c.send({ type: 'start' });
    expect((await c.autoplay()).outcome).not.toBeNull();
    await c.close();
    await expect.poll(() => running.server.registry.counts().finished).toBe(0);
    for (let i = 0; i < 3; i++) {
      const info = await api<RoomInfo>(running.url, 'GET', `/api/rooms/${host.roomId}`);
      expect(info.body.status).toBe('finished');
      expect(info.body.version).toBeGreaterThan(0);
      expect((await api(running.url, 'GET', `/api/rooms/${host.roomId}/replay`)).status).toBe(200);
    }
    expect(running.server.registry.counts().finished).toBe(0);
    clock.advance(23 * 60 * MINUTE);
    expect(await status(running, host.roomId)).toBe(200);
    clock.advance(2 * 60 * MINUTE);
    await expect.poll(() => status(running, host.roomId)).toBe(404);
  });

  test('idle time counts from the last departure, not from the creation', async () => {
    const clock = new ManualClock();
    const running = await server({
      clock,
      lifetimes: { openIdleMs: 10 * MINUTE, sweepEveryMs: MINUTE },
    });
    const host = await createRoom(running.url, { game: 'toy', seats: 2 });
    clock.advance(8 * MINUTE);
    const c = await client(running);
    await c.join(host.roomId, host.token);
    await c.close();
    await expect
      .poll(() => running.server.registry.get(host.roomId).then((r) => r?.idleSince()))
      .toBe(clock.now());
    clock.advance(8 * MINUTE);
    expect(await status(running, host.roomId)).toBe(200);
    clock.advance(3 * MINUTE);
    await expect.poll(() => status(running, host.roomId)).toBe(404);
  });

  test('the lobby is paged (newest first, at most 50 a page) and lists only open public rooms', async () => {
    const running = await server();
    const created: string[] = [];
    for (let i = 0; i < 55; i++)
      created.push((await createRoom(running.url, { game: 'toy', seats: 2 })).roomId);
    await createRoom(running.url, { game: 'toy', seats: 2, public: false });
    const first = (await api<LobbyPage>(running.url, 'GET', '/api/rooms')).body;
    expect(first.rooms).toHaveLength(50);
    expect(first.total).toBe(55);
    expect(first.next).not.toBeNull();

    const seen: string[] = [];
    let after: string | null = null;
    do {
      const query: string = after === null ? '?limit=20' : `?limit=20&after=${after}`;
      const page: LobbyPage = (await api<LobbyPage>(running.url, 'GET', `/api/rooms${query}`)).body;
      expect(page.rooms.length).toBeLessThanOrEqual(20);
      seen.push(...page.rooms.map((room) => room.id));
      after = page.next;
    } while (after !== null);
    expect(new Set(seen).size).toBe(55);
    expect([...seen].sort()).toEqual([...created].sort());
    const times = (await api<LobbyPage>(running.url, 'GET', '/api/rooms?limit=50')).body.rooms.map(
      (room) => room.createdAt,
    );
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await api(running.url, 'GET', '/api/rooms?limit=51')).status).toBe(400);
    expect((await api(running.url, 'GET', '/api/rooms?limit=0')).status).toBe(400);
  });

  test('replays are rate-limited per address', async () => {
    const running = await server({ limits: { replaysPerMinute: 2 } });
    const host = await createRoom(running.url, { game: 'toy', seats: 2 });
    await claimSeat(running.url, host.roomId, 'Guest');
    const path = `/api/rooms/${host.roomId}/replay`;
    expect((await api(running.url, 'GET', path)).status).toBe(409);
    expect((await api(running.url, 'GET', path)).status).toBe(409);
    const limited = await api<{ code: string; message: string }>(running.url, 'GET', path);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('tooManyRequests');
  });
});
