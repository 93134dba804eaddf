import { describe, expect, test } from 'vitest';
import type { RoomMessage } from '@tavern/engine/protocol';
import { ManualClock } from './fixtures/manual-clock';
import { serverPerTest } from './fixtures/server-per-test';
import { TestClient } from './fixtures/test-client';
import { claimSeat, createRoom, startTestServer } from './fixtures/test-server';

describe('reconnect and presence', () => {
  const t = serverPerTest();

  const connect = (): Promise<TestClient> => t.connect();
  const isRoom = (m: { type: string }): m is RoomMessage => m.type === 'room';

  test('a client that drops mid-game comes back with its token to its seat and the current view', async () => {
    const host = await createRoom(t.server.url, { game: 'toy', seats: 2 });
    const guest = await claimSeat(t.server.url, host.roomId, 'Guest');
    const a = await connect();
    const b = await connect();
    await a.join(host.roomId, host.token);
    await b.join(host.roomId, guest.token);
    a.send({ type: 'start' });
    const first = await a.nextUpdate(0);
    a.send({ type: 'act', action: first.legal[0], expectedVersion: 0 });
    const seen = await b.nextUpdate(1);
    const handBefore = (seen.view as { hand: string[] }).hand;

    await b.close();
    const absent = await a.next((m) => isRoom(m) && !m.room.seats[1]!.connected);
    expect(isRoom(absent) && absent.room.seats[1]!.name).toBe('Guest');

    const back = await connect();
    const joined = await back.join(host.roomId, guest.token);
    expect(joined.viewer).toBe(1);
    const resumed = await back.nextUpdate(1);
    expect(resumed.version).toBe(1);
    expect((resumed.view as { hand: string[] }).hand).toEqual(handBefore);
    expect(resumed.toAct).toEqual([1]);
    await a.next((m) => isRoom(m) && m.room.seats[1]!.connected);

    back.send({ type: 'act', action: resumed.legal[0], expectedVersion: 1 });
    expect((await a.nextUpdate(2)).version).toBe(2);
  });

  test('a client that vanishes without closing is cut off by the heartbeat and shown absent', async () => {
    const clock = new ManualClock();
    const quiet = await startTestServer({ dbFile: `${t.db.file}.heartbeat`, clock });
    try {
      const host = await createRoom(quiet.url, { game: 'toy', seats: 2 });
      const guest = await claimSeat(quiet.url, host.roomId, 'Guest');
      const a = await TestClient.connect(quiet.wsUrl);
      // A client whose network died: it never answers pings.
      const b = await TestClient.connect(quiet.wsUrl, { autoPong: false });
      t.clients.push(a, b);
      await a.join(host.roomId, host.token);
      await b.join(host.roomId, guest.token);
      await a.next((m) => isRoom(m) && m.room.seats[1]!.connected);
      const pinged = new Promise((resolve) => a.socket.once('ping', resolve));
      clock.advance(30_000);
      // The healthy client answers at once; give its pong time to reach the t.server.
      await pinged;
      await new Promise((resolve) => setTimeout(resolve, 200));
      clock.advance(30_000);
      await a.next((m) => isRoom(m) && !m.room.seats[1]!.connected);
      expect(a.closeCode).toBeNull();
      await expect.poll(() => b.closeCode, { timeout: 15_000 }).not.toBeNull();
    } finally {
      await Promise.all(t.clients.splice(0).map((c) => c.close()));
      await quiet.close();
    }
  });

  test('leaving before the start frees a guest seat for someone else', async () => {
    const host = await createRoom(t.server.url, { game: 'toy', seats: 2 });
    const guest = await claimSeat(t.server.url, host.roomId, 'Guest');
    const a = await connect();
    const b = await connect();
    await a.join(host.roomId, host.token);
    await b.join(host.roomId, guest.token);
    b.send({ type: 'leave' });
    await a.next((m) => isRoom(m) && m.room.seats[1]!.kind === 'empty');
    const next = await claimSeat(t.server.url, host.roomId, 'Other');
    expect(next.seat).toBe(1);
  });
});
