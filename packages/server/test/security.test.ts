import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asSeat } from '@tavern/engine';
import { TestClient } from './fixtures/test-client';
import { claimSeat, createRoom, startTestServer, tempDbFile } from './fixtures/test-server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('security: seats, tokens and spectators', () => {
  let db: ReturnType<typeof tempDbFile>;
  let server: Server;
  let roomId: string;
  let hostToken: string;
  let guestToken: string;
  const clients: TestClient[] = [];

  const connect = async (): Promise<TestClient> => {
    const client = await TestClient.connect(server.wsUrl);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    db = tempDbFile();
    server = await startTestServer({ dbFile: db.file });
    const host = await createRoom(server.url, { game: 'toy', seats: 2 });
    roomId = host.roomId;
    hostToken = host.token;
    guestToken = (await claimSeat(server.url, roomId, 'Guest')).token;
    const a = await connect();
    await a.join(roomId, hostToken);
    a.send({ type: 'start' });
    await a.nextUpdate(0);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await server.close();
    db.cleanup();
  });

  const hashNow = async (): Promise<string | null> =>
    (await server.server.registry.get(roomId))!.stateHash();

  test("a seat's token cannot act for another seat", async () => {
    const guest = await connect();
    await guest.join(roomId, guestToken);
    const update = await guest.nextUpdate(0);
    expect(update.toAct).toEqual([0]);
    const before = await hashNow();
    // Seat 0's move, sent by seat 1: the action names no seat, the token decides who acts.
    guest.send({ type: 'act', action: { type: 'draw' }, expectedVersion: update.version });
    expect((await guest.nextError()).code).toBe('notYourDecision');
    expect(await hashNow()).toBe(before);
  });

  test('an unknown token or a token of another room is refused', async () => {
    const other = await createRoom(server.url, { game: 'toy', seats: 2 });
    const stranger = await connect();
    stranger.send({ type: 'join', roomId, token: other.token });
    expect((await stranger.nextError()).code).toBe('badToken');
    stranger.send({ type: 'join', roomId, token: 'A'.repeat(32) });
    expect((await stranger.nextError()).code).toBe('badToken');
  });

  test('a spectator sees no hand and cannot act, add bots or start', async () => {
    const watcher = await connect();
    const joined = await watcher.join(roomId);
    expect(joined.viewer).toBe('spectator');
    const update = await watcher.nextUpdate(0);
    expect((update.view as { hand: unknown }).hand).toBeNull();
    expect(update.legal).toEqual([]);
    const before = await hashNow();
    watcher.send({ type: 'act', action: { type: 'draw' }, expectedVersion: update.version });
    expect((await watcher.nextError()).code).toBe('spectatorCannotAct');
    watcher.send({ type: 'start' });
    expect((await watcher.nextError()).code).toBe('spectatorCannotAct');
    expect(await hashNow()).toBe(before);
  });

  test("a seat's view holds its own hand and only counts of the others'", async () => {
    const host = await connect();
    await host.join(roomId, hostToken);
    const update = await host.nextUpdate(0);
    const view = update.view as { hand: string[]; handCounts: number[] };
    expect(view.hand.length).toBe(view.handCounts[0]);
    const room = await server.server.registry.get(roomId);
    const text = JSON.stringify(update);
    for (const hidden of room!.game.hiddenValues(room!.currentState() as never, asSeat(0))) {
      expect(text).not.toContain(`"${hidden}"`);
    }
  });

  test('a newer connection of the same seat replaces the older one', async () => {
    const first = await connect();
    await first.join(roomId, guestToken);
    const second = await connect();
    await second.join(roomId, guestToken);
    await expect.poll(() => first.closeCode, { timeout: 15_000 }).toBe(4001);
  });
});
