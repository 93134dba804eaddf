import { asSeat } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import type { RoomClient } from '../src/rooms/room-client';
import { RoomOutbox } from '../src/rooms/room-outbox';
import { SeatAuthority } from '../src/rooms/seat-authority';

function recorder(log: string[], name: string): RoomClient {
  return {
    send: (text) => log.push(`${name}:${text}`),
    revoke: () => undefined,
  };
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('a room outbox', () => {
  test('a crowd is served a slice at a time, with the event loop free between slices', async () => {
    const log: string[] = [];
    const crowd = Array.from({ length: 5 }, (_, i) => recorder(log, `s${i}`));
    const outbox = new RoomOutbox(2);
    outbox.sendToAll(crowd, 'count');
    expect(log).toEqual(['s0:count', 's1:count']);
    expect(outbox.pending).toBe(3);
    await nextTurn();
    expect(log).toHaveLength(4);
    await nextTurn();
    expect(log).toHaveLength(5);
    expect(outbox.pending).toBe(0);
  });

  test('whatever the room sends meanwhile reaches each connection after what came before', async () => {
    const log: string[] = [];
    const crowd = Array.from({ length: 4 }, (_, i) => recorder(log, `s${i}`));
    const outbox = new RoomOutbox(3);
    outbox.sendToAll(crowd, 'frame1');
    outbox.send(crowd[3]!, 'chat');
    outbox.sendEach(crowd.map((client, i) => [client, `frame2.${i}`] as const));
    while (outbox.pending > 0) await nextTurn();
    const seenBy = (name: string): string[] =>
      log.filter((line) => line.startsWith(`${name}:`)).map((line) => line.slice(name.length + 1));
    expect(seenBy('s3')).toEqual(['frame1', 'chat', 'frame2.3']);
    expect(seenBy('s0')).toEqual(['frame1', 'frame2.0']);
    // Once the crowd is served, a single message goes out at once again.
    outbox.send(crowd[0]!, 'now');
    expect(log.at(-1)).toBe('s0:now');
  });
});

describe('the seat authority', () => {
  test('counts spectators and live viewers as connections come, change and go', () => {
    const authority = new SeatAuthority(10);
    const log: string[] = [];
    const [a, b, c] = [recorder(log, 'a'), recorder(log, 'b'), recorder(log, 'c')];
    authority.bind(a, 'spectator');
    authority.bind(b, 'spectator');
    authority.bind(c, asSeat(0));
    expect(authority.spectatorCount()).toBe(2);
    expect([...authority.viewers()].sort()).toEqual([0, 'spectator']);
    authority.release(a);
    authority.revoke(b, 1000, 'bye');
    expect(authority.spectatorCount()).toBe(0);
    expect([...authority.viewers()]).toEqual([0]);
    expect(authority.release(a)).toBe(false);
    expect(authority.spectatorCount()).toBe(0);
  });
});
