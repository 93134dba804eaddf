import { describe, expect, test } from 'vitest';
import { asSeat, seededRng, stateHash, type Action } from '@tavern/engine';
import type { Replay } from '@tavern/engine/protocol';
import { replayRoomMatch, SqliteStorage } from '../src/index';
import { api, claimSeat, createRoom } from './fixtures/test-server';
import { serverPerTest } from './fixtures/server-per-test';
import { toyModule } from './fixtures/toy-game';

describe("bots' randomness comes from a per-room secret", () => {
  const t = serverPerTest();

  test('a random bot’s choices cannot be recomputed from public data, and the secret is never sent', async () => {
    const host = await createRoom(t.server.url, {
      game: 'toy',
      seats: 4,
      options: { handSize: 4 },
    });
    const c = await t.connect();
    await c.join(host.roomId, host.token);
    for (const seat of [1, 2, 3]) c.send({ type: 'addBot', seat, bot: 'random' });
    c.send({ type: 'start' });
    const final = await c.autoplay();
    expect(final.outcome).not.toBeNull();

    const replay = (await api<Replay>(t.server.url, 'GET', `/api/rooms/${host.roomId}/replay`))
      .body;
    const record = await t.server.server.registry.get(host.roomId).then((room) => room?.record);
    let choices = 0;
    let predicted = 0;
    for (const entry of replay.log) {
      if (entry.source !== 'bot') continue;
      const before = replayRoomMatch(
        toyModule.def,
        record!,
        replay.log.slice(0, entry.seq).map((e) => ({ ...e, roomId: host.roomId })),
      );
      const legal = toyModule.def.legalActions(before.state, asSeat(entry.seat));
      if (legal.length < 2) continue;
      choices++;
      // The seed the server used before: room id, seat and version, all public.
      const guess: Action = seededRng(`${host.roomId}:${entry.seat}:${entry.seq}`).pick(legal);
      if (stateHash(guess) === stateHash(entry.action)) predicted++;
    }
    expect(choices).toBeGreaterThanOrEqual(10);
    expect(predicted).toBeLessThan(choices);
    expect(record?.botSecret).toMatch(/^[0-9a-f]{64}$/);

    const everythingSent = JSON.stringify([
      c.messages,
      replay,
      (await api(t.server.url, 'GET', `/api/rooms/${host.roomId}`)).body,
      (await api(t.server.url, 'GET', '/api/rooms')).body,
    ]);
    expect(everythingSent).not.toContain(record!.botSecret);
  });

  test('each room gets its own secret, kept in storage so a restarted room decides alike', async () => {
    const a = await createRoom(t.server.url, { game: 'toy', seats: 2 });
    const b = await createRoom(t.server.url, { game: 'toy', seats: 2 });
    await claimSeat(t.server.url, a.roomId, 'Guest');
    const secretA = (await t.server.server.registry.get(a.roomId))?.record.botSecret;
    const secretB = (await t.server.server.registry.get(b.roomId))?.record.botSecret;
    expect(secretA).not.toBe(secretB);
    await t.server.close();
    const storage = new SqliteStorage(t.db.file);
    expect((await storage.getRoom(a.roomId))?.botSecret).toBe(secretA);
    await storage.close();
  });
});
