import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { RoomMessage } from '@tavern/engine/protocol';
import { SqliteStorage } from '../src/index';
import { ManualClock } from './fixtures/manual-clock';
import { TestClient } from './fixtures/test-client';
import { createRoom, startTestServer, tempDbFile } from './fixtures/test-server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('turn timers and autopilot', () => {
  let db: ReturnType<typeof tempDbFile>;
  let server: Server;
  let clock: ManualClock;
  const clients: TestClient[] = [];

  beforeEach(async () => {
    db = tempDbFile();
    clock = new ManualClock();
    server = await startTestServer({
      dbFile: db.file,
      clock,
      rooms: { botDelayMs: 1000, timeoutsBeforeAutopilot: 2 },
    });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await server.close();
    db.cleanup();
  });

  const isRoom = (m: { type: string }): m is RoomMessage => m.type === 'room';

  test('a time-out is a logged action; repeated time-outs hand the seat to a bot until its player returns', async () => {
    const host = await createRoom(server.url, {
      game: 'toy',
      seats: 2,
      turnSeconds: 10,
      options: { handSize: 4 },
    });
    const a = await TestClient.connect(server.wsUrl);
    clients.push(a);
    await a.join(host.roomId, host.token);
    a.send({ type: 'addBot', seat: 1, bot: 'heuristic' });
    a.send({ type: 'start' });
    const start = await a.nextUpdate(0);
    expect(start.deadlines).toEqual([{ seat: 0, at: clock.now() + 10_000 }]);
    const room = (await server.server.registry.get(host.roomId))!;

    clock.advance(9_999);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(room.version).toBe(0);
    clock.advance(1);
    expect((await a.nextUpdate(1)).version).toBe(1);

    const storage = new SqliteStorage(db.file);
    try {
      expect((await storage.getActions(host.roomId))[0]).toMatchObject({
        seq: 0,
        seat: 0,
        source: 'timeout',
      });

      // Let time run, one second at a time, until the server puts seat 0 on autopilot.
      const giveUpAt = Date.now() + 20_000;
      while (!room.info().seats[0]!.autopilot && Date.now() < giveUpAt) {
        clock.advance(1000);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(room.info().seats[0]!.autopilot).toBe(true);
      await a.next((m) => isRoom(m) && m.room.seats[0]!.autopilot);
      const seatZero = (await storage.getActions(host.roomId)).filter((entry) => entry.seat === 0);
      expect(seatZero.slice(0, 2).map((entry) => entry.source)).toEqual(['timeout', 'timeout']);

      // The player comes back: the bot lets go, and the seat's next decision waits for a person again.
      const back = await TestClient.connect(server.wsUrl);
      clients.push(back);
      await back.join(host.roomId, host.token);
      expect(room.info().seats[0]!.autopilot).toBe(false);
      const returnedAt = (await storage.getActions(host.roomId)).length;
      const stopAt = Date.now() + 20_000;
      while (room.info().status === 'playing' && Date.now() < stopAt) {
        const log = await storage.getActions(host.roomId);
        if (log.slice(returnedAt).some((entry) => entry.seat === 0)) break;
        clock.advance(1000);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const after = (await storage.getActions(host.roomId))
        .slice(returnedAt)
        .filter((entry) => entry.seat === 0);
      expect(after[0]?.source).toBe('timeout');
    } finally {
      await storage.close();
    }
  });
});
