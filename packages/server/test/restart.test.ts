import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { TestClient } from './fixtures/test-client';
import { claimSeat, createRoom, startTestServer, tempDbFile } from './fixtures/test-server';

describe('restart: rooms resume from their log', () => {
  let db: ReturnType<typeof tempDbFile>;
  const clients: TestClient[] = [];

  beforeEach(() => {
    db = tempDbFile();
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    db.cleanup();
  });

  test('a room survives closing and reopening the server on the same file, then plays to the end', async () => {
    let server = await startTestServer({ dbFile: db.file });
    const host = await createRoom(server.url, { game: 'toy', seats: 3, options: { handSize: 4 } });
    const guest = await claimSeat(server.url, host.roomId, 'Guest');
    const a = await TestClient.connect(server.wsUrl);
    const b = await TestClient.connect(server.wsUrl);
    clients.push(a, b);
    await a.join(host.roomId, host.token);
    await b.join(host.roomId, guest.token);
    a.send({ type: 'addBot', seat: 2, bot: 'random' });
    a.send({ type: 'start' });
    // Seat 0 and seat 1 move once each; the bot answers on its own.
    const first = await a.nextUpdate(0);
    a.send({ type: 'act', action: first.legal[0], expectedVersion: first.version });
    const second = await b.nextUpdate(1);
    b.send({ type: 'act', action: second.legal[0], expectedVersion: second.version });
    await a.next((m) => m.type === 'update' && m.version >= 3 && m.toAct.includes(0));
    const roomBefore = (await server.server.registry.get(host.roomId))!;
    const hashBefore = roomBefore.stateHash();
    const versionBefore = roomBefore.version;
    const handBefore = (a.latestUpdate()!.view as { hand: string[] }).hand;
    await server.close();
    await expect.poll(() => a.closeCode, { timeout: 15_000 }).toBe(1001);

    server = await startTestServer({ dbFile: db.file });
    try {
      const roomAfter = (await server.server.registry.get(host.roomId))!;
      expect(roomAfter.version).toBe(versionBefore);
      expect(roomAfter.stateHash()).toBe(hashBefore);

      const a2 = await TestClient.connect(server.wsUrl);
      const b2 = await TestClient.connect(server.wsUrl);
      clients.push(a2, b2);
      await a2.join(host.roomId, host.token);
      await b2.join(host.roomId, guest.token);
      const resumed = await a2.nextUpdate(versionBefore);
      expect((resumed.view as { hand: string[] }).hand).toEqual(handBefore);
      const [end] = await Promise.all([a2.autoplay(), b2.autoplay()]);
      expect(end.outcome).not.toBeNull();
      expect(end.version).toBeGreaterThan(versionBefore);
    } finally {
      await server.close();
    }
  });
});
