import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { SeqConflictError, SqliteStorage, type RoomRecord, type SeatRecord } from '../src/index';
import { tempDbFile } from './fixtures/test-server';

const room: RoomRecord = {
  id: 'room-one',
  game: 'toy',
  options: { handSize: 3 },
  numSeats: 2,
  status: 'open',
  isPublic: true,
  turnSeconds: 0,
  hostSeat: 0,
  seed: null,
  rulesVersion: null,
  createdAt: 1,
  creatorAddress: '127.0.0.1',
};
const host: SeatRecord = { roomId: 'room-one', seat: 0, name: 'Ann', kind: 'human', bot: null, tokenHash: 'h0' };

describe('SqliteStorage', () => {
  let db: ReturnType<typeof tempDbFile>;
  let storage: SqliteStorage;
  beforeEach(async () => {
    db = tempDbFile();
    storage = new SqliteStorage(db.file);
    await storage.createRoom(room, host);
  });
  afterEach(async () => {
    await storage.close();
    db.cleanup();
  });

  const action = (seq: number) => ({
    roomId: 'room-one',
    seq,
    seat: 0,
    action: { type: 'draw', seq },
    source: 'player' as const,
    at: seq,
  });

  test('a duplicate (room, seq) is refused alone; the other writes of the same commit survive', async () => {
    const results = await Promise.allSettled([
      storage.appendAction(action(0)),
      storage.appendAction(action(0)),
      storage.appendAction(action(1)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(SeqConflictError);
    expect((await storage.getActions('room-one')).map((a) => a.seq)).toEqual([0, 1]);
  });

  test('a seat can be claimed once; released seats can be claimed again', async () => {
    const guest: SeatRecord = { ...host, seat: 1, name: 'Bob', tokenHash: 'h1' };
    expect(await storage.claimSeat(guest)).toBe(true);
    expect(await storage.claimSeat({ ...guest, name: 'Eve' })).toBe(false);
    await storage.releaseSeat('room-one', 1);
    expect(await storage.claimSeat({ ...guest, name: 'Eve' })).toBe(true);
    expect((await storage.getSeats('room-one')).map((s) => s.name)).toEqual(['Ann', 'Eve']);
  });

  test('what was acknowledged is there after reopening the file', async () => {
    await storage.startRoom('room-one', 'seed', '1');
    await storage.appendAction(action(0));
    await storage.saveSnapshot({ roomId: 'room-one', seq: 0, state: { a: 1 }, hash: 'abc' });
    await storage.close();
    storage = new SqliteStorage(db.file);
    expect((await storage.getRoom('room-one'))?.status).toBe('playing');
    expect(await storage.unfinishedRoomIds()).toEqual(['room-one']);
    expect((await storage.latestSnapshot('room-one'))?.hash).toBe('abc');
    expect(await storage.getActions('room-one')).toEqual([action(0)]);
  });
});
