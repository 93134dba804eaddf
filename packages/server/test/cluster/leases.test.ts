import { pino } from 'pino';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { LeaseLostError, PostgresStorage, systemClock, type RoomRecord } from '../../src/index';
import { ClusterOwnership } from '../../src/cluster/cluster-ownership';
import { FencedStorage } from '../../src/cluster/fenced-storage';
import { RoomLeases } from '../../src/cluster/room-leases';
import {
  TEST_DATABASE_URL,
  describeWithServices,
  dropSchema,
  newSchemaName,
} from '../fixtures/cluster-services';

const room: RoomRecord = {
  id: 'leased-room',
  game: 'toy',
  options: {},
  numSeats: 2,
  status: 'playing',
  isPublic: true,
  turnSeconds: 0,
  hostSeat: 0,
  seed: 'seed',
  rulesVersion: '1',
  createdAt: 1,
  creatorAddress: '127.0.0.1',
  botSecret: 'secret',
  finishedAt: null,
};
const host = {
  roomId: room.id,
  seat: 0,
  name: 'Ann',
  kind: 'human',
  bot: null,
  tokenHash: 'h',
} as const;
const action = (seq: number) => ({
  roomId: room.id,
  seq,
  seat: 0,
  action: { type: 'draw' },
  source: 'player' as const,
  at: seq,
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

await describeWithServices('room leases and fencing (PostgreSQL)', () => {
  let schema: string;
  let storage: PostgresStorage;
  beforeEach(async () => {
    schema = newSchemaName();
    storage = await PostgresStorage.open({ url: TEST_DATABASE_URL, schema, poolSize: 4 });
    await storage.createRoom(room, host);
  });
  afterEach(async () => {
    await storage.close();
    await dropSchema(schema);
  });

  test('a stale owner cannot append once another process took the room over', async () => {
    const a = new RoomLeases(storage.pool, 'process-a', 150);
    const b = new RoomLeases(storage.pool, 'process-b', 150);
    const tokenA = await a.acquire(room.id);
    expect(tokenA).not.toBeNull();
    expect(await b.acquire(room.id)).toBeNull();
    await storage.appendAction(action(0), {}, { owner: 'process-a', token: tokenA! });
    expect(await b.holderOf(room.id)).toEqual({ owner: 'process-a', live: true });

    await sleep(250); // A is frozen past its lease
    const tokenB = await b.acquire(room.id);
    expect(tokenB).toBeGreaterThan(tokenA!);
    // A wakes up and carries on as if it still ran the room: refused, nothing stored.
    await expect(
      storage.appendAction(action(1), { finished: true }, { owner: 'process-a', token: tokenA! }),
    ).rejects.toBeInstanceOf(LeaseLostError);
    expect(await a.renew(new Map([[room.id, tokenA!]]))).toEqual([room.id]);
    expect((await storage.getRoom(room.id))?.status).toBe('playing');
    await storage.appendAction(action(1), {}, { owner: 'process-b', token: tokenB! });
    expect((await storage.getActions(room.id)).map((entry) => entry.seq)).toEqual([0, 1]);
  });

  test('an expired lease appends nothing even before anyone takes it over', async () => {
    const a = new RoomLeases(storage.pool, 'process-a', 100);
    const token = (await a.acquire(room.id))!;
    await sleep(200);
    await expect(
      storage.appendAction(action(0), {}, { owner: 'process-a', token }),
    ).rejects.toBeInstanceOf(LeaseLostError);
    expect(await storage.getActions(room.id)).toEqual([]);
    expect(await a.orphans(10)).toEqual([room.id]);
  });

  test('the fenced storage refuses rooms this process does not hold and unloads them', async () => {
    const leases = new RoomLeases(storage.pool, 'process-a', 10_000);
    const ownership = new ClusterOwnership(
      leases,
      { leaseTtlMs: 10_000, renewEveryMs: 1000, scanEveryMs: 1000 },
      systemClock,
      pino({ level: 'silent' }),
    );
    const fenced = new FencedStorage(storage, ownership);
    await expect(fenced.appendAction(action(0))).rejects.toBeInstanceOf(LeaseLostError);
    expect(await ownership.claim(room.id)).toBe(true);
    await fenced.appendAction(action(0));
    // Another process steals the room (its lease is deleted, then retaken).
    await storage.pool.query('DELETE FROM room_leases');
    const thief = new RoomLeases(storage.pool, 'process-b', 10_000);
    expect(await thief.acquire(room.id)).not.toBeNull();
    await expect(fenced.appendAction(action(1))).rejects.toBeInstanceOf(LeaseLostError);
    expect(ownership.fenceOf(room.id)).toBeNull();
    // A new room's lease is taken before its row exists.
    await fenced.createRoom({ ...room, id: 'new-room' }, { ...host, roomId: 'new-room' });
    expect(await thief.holderOf('new-room')).toEqual({ owner: 'process-a', live: true });
    await ownership.close();
    expect(await thief.holderOf('new-room')).toBeNull();
  });
});
