import { afterEach, describe, expect, test } from 'vitest';
import type { RoomInfo } from '@tavern/engine/protocol';
import { RawSocket } from './fixtures/raw-socket';
import { TestClient } from './fixtures/test-client';
import { api, claimSeat, createRoom, startTestServer, tempDbFile } from './fixtures/test-server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Limits = NonNullable<Parameters<typeof startTestServer>[0]['limits']>;

/** Long enough for the server to have handled frames already on the wire. */
const SETTLE_MS = 400;
const settle = (ms = SETTLE_MS) => new Promise((resolve) => setTimeout(resolve, ms));

describe('hostile clients: seat authority, zombie sockets, forged tokens, caps', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function server(
    limits: Limits = {},
    extra: Partial<Parameters<typeof startTestServer>[0]> = {},
  ): Promise<Server> {
    const db = tempDbFile();
    const running = await startTestServer({
      dbFile: db.file,
      limits: { roomsPerAddress: 10_000, closeGraceMs: 300, ...limits },
      ...extra,
    });
    cleanups.push(db.cleanup, () => running.close());
    return running;
  }
  async function client(running: Server): Promise<TestClient> {
    const c = await TestClient.connect(running.wsUrl);
    cleanups.push(() => c.close());
    return c;
  }
  async function raw(running: Server): Promise<RawSocket> {
    const r = await RawSocket.open(running.wsUrl);
    cleanups.push(() => {
      r.destroy();
    });
    return r;
  }
  const roomInfo = async (running: Server, roomId: string) =>
    (await api<RoomInfo>(running.url, 'GET', `/api/rooms/${roomId}`)).body;

  test('leave on one socket and join with the same token on another, 20 times: never a ghost', async () => {
    const running = await server();
    for (let attempt = 0; attempt < 20; attempt++) {
      const host = await createRoom(running.url, { game: 'toy', seats: 2 });
      const guest = await claimSeat(running.url, host.roomId, 'Guest');
      const first = await client(running);
      await first.join(host.roomId, guest.token);
      const second = await client(running);
      // Both in the same tick: the join must not resolve its seat outside the room's queue.
      first.send({ type: 'leave' });
      second.send({ type: 'join', roomId: host.roomId, token: guest.token });
      const answer = await second.next((m) => m.type === 'joined' || m.type === 'error');
      await expect.poll(() => first.closeCode, { timeout: 10_000 }).not.toBeNull();
      const seat = (await roomInfo(running, host.roomId)).seats[1];
      if (answer.type === 'joined') {
        // The join came first: the seat is still the guest's, and the leave did nothing.
        expect(seat?.kind).toBe('human');
        expect(seat?.connected).toBe(true);
        continue;
      }
      // The leave came first: the seat is free and the second socket holds nothing.
      expect(answer).toMatchObject({ type: 'error', code: 'badToken' });
      expect(seat?.kind).toBe('empty');
      // Hand the seat to a bot and start: the second socket must hear nothing of it.
      const hostSocket = await client(running);
      await hostSocket.join(host.roomId, host.token);
      hostSocket.send({ type: 'addBot', seat: 1, bot: 'random' });
      hostSocket.send({ type: 'start' });
      await hostSocket.nextUpdate(0);
      await settle(50);
      expect(second.messages.filter((m) => m.type === 'update' || m.type === 'room')).toEqual([]);
      second.send({ type: 'act', action: { type: 'draw' }, expectedVersion: 0 });
      expect((await second.nextError()).code).toBe('notJoined');
    }
  });

  test('a host that ignores the close frame after leave runs no command and is cut off', async () => {
    const running = await server();
    const host = await createRoom(running.url, { game: 'toy', seats: 2 });
    const watcher = await client(running);
    await watcher.join(host.roomId);
    const zombie = await raw(running);
    zombie.send({ type: 'join', roomId: host.roomId, token: host.token });
    await zombie.waitFor((m) => m['type'] === 'joined');
    zombie.send({ type: 'leave' });
    zombie.send({ type: 'addBot', seat: 1, bot: 'random' });
    zombie.send({ type: 'chat', text: 'still here' });
    zombie.send({ type: 'start' });
    await settle();
    expect(zombie.closeCode).toBe(1000);
    const info = await roomInfo(running, host.roomId);
    expect(info.status).toBe('open');
    expect(info.seats[1]?.kind).toBe('empty');
    expect(watcher.messages.filter((m) => m.type === 'chat')).toEqual([]);
    // No answer to the ignored frames either, and the TCP connection is dropped after the grace.
    expect(zombie.ofType('error')).toEqual([]);
    await expect.poll(() => zombie.ended, { timeout: 10_000 }).toBe(true);
  });

  test('a guest that ignores the close frame after leave cannot chat or rejoin through it', async () => {
    const running = await server();
    const host = await createRoom(running.url, { game: 'toy', seats: 2 });
    const guest = await claimSeat(running.url, host.roomId, 'Guest');
    const hostSocket = await client(running);
    await hostSocket.join(host.roomId, host.token);
    const zombie = await raw(running);
    zombie.send({ type: 'join', roomId: host.roomId, token: guest.token });
    await zombie.waitFor((m) => m['type'] === 'joined');
    zombie.send({ type: 'leave' });
    zombie.send({ type: 'chat', text: 'ghost words' });
    zombie.send({ type: 'join', roomId: host.roomId, token: guest.token });
    await settle();
    expect(hostSocket.messages.filter((m) => m.type === 'chat')).toEqual([]);
    expect((await roomInfo(running, host.roomId)).seats[1]?.kind).toBe('empty');
    // The freed seat's token is dead everywhere.
    const again = await client(running);
    again.send({ type: 'join', roomId: host.roomId, token: guest.token });
    expect((await again.nextError()).code).toBe('badToken');
  });

  test('a replaced connection that ignores its 4001 close executes no frame', async () => {
    const running = await server();
    const host = await createRoom(running.url, { game: 'toy', seats: 2 });
    const guest = await claimSeat(running.url, host.roomId, 'Guest');
    const guestSocket = await client(running);
    await guestSocket.join(host.roomId, guest.token);
    const zombie = await raw(running);
    zombie.send({ type: 'join', roomId: host.roomId, token: host.token });
    await zombie.waitFor((m) => m['type'] === 'joined');
    zombie.send({ type: 'start' });
    await zombie.waitFor((m) => m['type'] === 'update');
    const update = zombie.ofType('update').at(-1) as { legal: unknown[]; version: number };
    expect(update.legal.length).toBeGreaterThan(0);
    // The host's seat connects again elsewhere: the old socket is replaced.
    const replacement = await client(running);
    await replacement.join(host.roomId, host.token);
    await expect.poll(() => zombie.closeCode, { timeout: 10_000 }).toBe(4001);
    const heard = zombie.messages.length;
    zombie.send({ type: 'act', action: update.legal[0], expectedVersion: update.version });
    zombie.send({ type: 'chat', text: 'ghost move' });
    await settle();
    const room = await running.server.registry.get(host.roomId);
    expect(room?.version).toBe(update.version);
    expect(guestSocket.messages.filter((m) => m.type === 'chat')).toEqual([]);
    expect(zombie.messages.length).toBe(heard);
    // The replacement still plays the seat.
    const latest = await replacement.nextUpdate(update.version);
    replacement.send({ type: 'act', action: latest.legal[0], expectedVersion: latest.version });
    await replacement.nextUpdate(update.version + 1);
    await expect.poll(() => zombie.ended, { timeout: 10_000 }).toBe(true);
  });

  test('forged tokens are refused: random, of another room, of a seat given away', async () => {
    const running = await server();
    const host = await createRoom(running.url, { game: 'toy', seats: 2 });
    const other = await createRoom(running.url, { game: 'toy', seats: 2 });
    const guest = await claimSeat(running.url, host.roomId, 'Guest');
    const c = await client(running);
    for (const token of ['A'.repeat(32), other.token, `${host.token.slice(0, -1)}x`]) {
      c.send({ type: 'join', roomId: host.roomId, token });
      expect((await c.nextError()).code).toBe('badToken');
    }
    const guestSocket = await client(running);
    await guestSocket.join(host.roomId, guest.token);
    guestSocket.send({ type: 'leave' });
    await expect.poll(() => guestSocket.closeCode, { timeout: 10_000 }).toBe(1000);
    const taken = await claimSeat(running.url, host.roomId, 'Newcomer', 1);
    expect(taken.token).not.toBe(guest.token);
    c.send({ type: 'join', roomId: host.roomId, token: guest.token });
    expect((await c.nextError()).code).toBe('badToken');
  });

  test('a __proto__ key inside an action is refused and changes nothing', async () => {
    const running = await server();
    const host = await createRoom(running.url, { game: 'toy', seats: 2 });
    await claimSeat(running.url, host.roomId, 'Guest');
    const c = await client(running);
    await c.join(host.roomId, host.token);
    c.send({ type: 'start' });
    const update = await c.nextUpdate(0);
    const legal = update.legal[0] as Record<string, unknown>;
    const action = JSON.stringify(legal).replace(/}$/, ',"__proto__":{"admin":true}}');
    c.send(`{"type":"act","action":${action},"expectedVersion":${update.version}}`);
    const error = await c.nextError();
    expect(error.code).toBe('badMessage');
    expect(error.message).toContain('__proto__');
    expect((await running.server.registry.get(host.roomId))?.version).toBe(update.version);
  });

  test('spectators per room and connections per address are capped', async () => {
    const running = await server({ connectionsPerAddress: 4 }, { rooms: { maxSpectators: 2 } });
    const host = await createRoom(running.url, { game: 'toy', seats: 2 });
    const watchers = [await client(running), await client(running), await client(running)];
    await watchers[0]!.join(host.roomId);
    await watchers[1]!.join(host.roomId);
    watchers[2]!.send({ type: 'join', roomId: host.roomId });
    expect((await watchers[2]!.nextError()).code).toBe('tooManySpectators');
    await client(running);
    await expect(TestClient.connect(running.wsUrl)).rejects.toThrow(/429/);
    await watchers[0]!.close();
    await expect
      .poll(async () => {
        const c = await TestClient.connect(running.wsUrl).catch(() => null);
        await c?.close();
        return c !== null;
      })
      .toBe(true);
  });

  test('with an allowed-origins list, a page of another site cannot open a connection', async () => {
    const running = await server({}, { allowedOrigins: ['https://tavern.example'] });
    await expect(
      TestClient.connect(running.wsUrl, { origin: 'https://evil.example' }),
    ).rejects.toThrow(/403/);
    const allowed = await TestClient.connect(running.wsUrl, { origin: 'https://tavern.example' });
    await allowed.close();
    // Programs (the terminal client) send no Origin and are not a browser page.
    const program = await TestClient.connect(running.wsUrl);
    await program.close();
  });
});
