import { describe, expect, test } from 'vitest';
import { serverPerTest } from './fixtures/server-per-test';
import { TestClient } from './fixtures/test-client';
import { claimSeat, createRoom } from './fixtures/test-server';

describe('concurrency: one decision, two actions', () => {
  const t = serverPerTest();

  /** A started two-seat toy room with both seats connected. */
  async function twoSeats(): Promise<[TestClient, TestClient, string]> {
    const host = await createRoom(t.server.url, { game: 'toy', seats: 2 });
    const guest = await claimSeat(t.server.url, host.roomId, 'Guest');
    const a = await TestClient.connect(t.server.wsUrl);
    const b = await TestClient.connect(t.server.wsUrl);
    t.clients.push(a, b);
    await a.join(host.roomId, host.token);
    await b.join(host.roomId, guest.token);
    a.send({ type: 'start' });
    return [a, b, host.roomId];
  }

  test('both seats grab the same bonus at once: exactly one grab is applied', async () => {
    const [a, b, roomId] = await twoSeats();
    // Play the first round (one card each) to reach the race.
    let version = 0;
    for (const mover of [a, b]) {
      const mine = await mover.nextUpdate(version);
      mover.send({ type: 'act', action: mine.legal[0], expectedVersion: mine.version });
      version = mine.version + 1;
    }
    const update = await a.nextUpdate(version);
    await b.nextUpdate(version);
    expect(update.toAct).toEqual([0, 1]);
    const race = update.version;
    const scoresBefore = (update.view as { scores: number[] }).scores;

    a.send({ type: 'act', action: { type: 'grab' }, expectedVersion: race });
    b.send({ type: 'act', action: { type: 'grab' }, expectedVersion: race });
    const afterA = await a.nextUpdate(race + 1);
    const afterB = await b.nextUpdate(race + 1);
    expect(afterA.version).toBe(race + 1);
    expect(afterB.version).toBe(race + 1);
    const scoresAfter = (afterA.view as { scores: number[] }).scores;
    expect(scoresAfter.reduce((x, y) => x + y) - scoresBefore.reduce((x, y) => x + y)).toBe(1);

    const errors = [...a.messages, ...b.messages].filter((m) => m.type === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.code).toBe('staleVersion');
    const room = (await t.server.server.registry.get(roomId))!;
    expect(room.version).toBe(race + 1);
  });

  test('the same seat sending its move twice at one version applies it once', async () => {
    const [a] = await twoSeats();
    const update = await a.nextUpdate(0);
    a.send({ type: 'act', action: update.legal[0], expectedVersion: update.version });
    a.send({ type: 'act', action: update.legal[1], expectedVersion: update.version });
    expect((await a.nextError()).code).toBe('staleVersion');
    expect((await a.nextUpdate(1)).version).toBe(1);
  });
});
