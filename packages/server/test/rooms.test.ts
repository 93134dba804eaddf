import { describe, expect, test } from 'vitest';
import type { RoomInfo } from '@tavern/engine/protocol';
import { botSearchesIn } from './fixtures/bot-metrics';
import { serverPerTest } from './fixtures/server-per-test';
import type { TestClient } from './fixtures/test-client';
import { api, claimSeat, createRoom } from './fixtures/test-server';

describe('rooms, seats, lobby and a full toy game', () => {
  const t = serverPerTest();

  const connect = (): Promise<TestClient> => t.connect();

  test('two people and a bot play a toy game to the end; the replay re-simulates to the same hash', async () => {
    const host = await createRoom(t.server.url, { game: 'toy', seats: 3 });
    expect(host.invitePath).toBe(`/r/${host.roomId}`);
    const lobby = await api<{ rooms: RoomInfo[] }>(t.server.url, 'GET', '/api/rooms');
    expect(lobby.body.rooms.map((r) => r.id)).toEqual([host.roomId]);

    const guest = await claimSeat(t.server.url, host.roomId, 'Guest');
    expect(guest.seat).toBe(1);
    expect(guest.token).not.toBe(host.token);

    const a = await connect();
    const b = await connect();
    await a.join(host.roomId, host.token);
    await b.join(host.roomId, guest.token);
    a.send({ type: 'addBot', seat: 2, bot: 'heuristic' });
    a.send({ type: 'start' });
    const first = await a.nextUpdate(0);
    expect(first.toAct).toEqual([0]);
    expect(first.legal.length).toBeGreaterThan(0);

    const [endA, endB] = await Promise.all([a.autoplay(), b.autoplay()]);
    expect(endA.outcome).not.toBeNull();
    expect(endB.version).toBe(endA.version);

    const replay = await api<{ log: unknown[]; finalHash: string }>(
      t.server.url,
      'GET',
      `/api/rooms/${host.roomId}/replay`,
    );
    expect(replay.status).toBe(200);
    expect(replay.body.log).toHaveLength(endA.version);
    const room = await t.server.server.registry.get(host.roomId);
    expect(replay.body.finalHash).toBe(room!.stateHash());

    const afterGame = await api<{ rooms: RoomInfo[] }>(t.server.url, 'GET', '/api/rooms');
    expect(afterGame.body.rooms).toEqual([]);
  });

  test('only the host adds bots and starts; a game with empty seats cannot start', async () => {
    const host = await createRoom(t.server.url, { game: 'toy', seats: 3 });
    const guest = await claimSeat(t.server.url, host.roomId, 'Guest');
    const a = await connect();
    const b = await connect();
    await a.join(host.roomId, host.token);
    await b.join(host.roomId, guest.token);
    b.send({ type: 'addBot', seat: 2, bot: 'random' });
    expect((await b.nextError()).code).toBe('notHost');
    a.send({ type: 'start' });
    expect((await a.nextError()).code).toBe('seatsEmpty');
    b.send({ type: 'start' });
    expect((await b.nextError()).code).toBe('notHost');
    a.send({ type: 'addBot', seat: 1, bot: 'random' });
    expect((await a.nextError()).code).toBe('seatTaken');
  });

  test('a searching ("normal") bot plays its seat to the end through the same path', async () => {
    const host = await createRoom(t.server.url, {
      game: 'toy',
      seats: 2,
      options: { handSize: 2 },
    });
    const a = await connect();
    await a.join(host.roomId, host.token);
    a.send({ type: 'addBot', seat: 1, bot: 'normal' });
    const named = await a.next((m) => m.type === 'room' && m.room.seats[1]!.kind === 'bot');
    expect(named.type === 'room' && named.room.seats[1]!.name).toBe('Ada (Normal bot)');
    a.send({ type: 'start' });
    const end = await a.autoplay();
    expect(end.outcome).not.toBeNull();
    const replay = await api<{ log: { seat: number; source: string }[] }>(
      t.server.url,
      'GET',
      `/api/rooms/${host.roomId}/replay`,
    );
    expect(
      replay.body.log.filter((entry) => entry.seat === 1).every((entry) => entry.source === 'bot'),
    ).toBe(true);
    expect(replay.body.log.some((entry) => entry.seat === 1)).toBe(true);
    // It searched on the pool's worker thread (loaded from the sources here), never falling back.
    const searches = botSearchesIn(await fetch(`${t.server.url}/metrics`).then((r) => r.text()));
    expect(searches.searched).toBeGreaterThan(0);
    expect(searches.fallbacks).toEqual({});
  });

  test('rejects unknown games, wrong seat counts, bad options and bad names', async () => {
    const post = (body: unknown) => api<{ code: string }>(t.server.url, 'POST', '/api/rooms', body);
    expect((await post({ game: 'chess', seats: 2, name: 'A' })).body.code).toBe('unknownGame');
    expect((await post({ game: 'toy', seats: 9, name: 'A' })).body.code).toBe('badOptions');
    expect(
      (await post({ game: 'toy', seats: 2, name: 'A', options: { handSize: 99 } })).body.code,
    ).toBe('badOptions');
    expect((await post({ game: 'toy', seats: 2, name: '' })).body.code).toBe('badMessage');
    expect((await post({ game: 'toy', seats: 2, name: 'A', extra: 1 })).body.code).toBe(
      'badMessage',
    );
    const games = await api<{ id: string }[]>(t.server.url, 'GET', '/api/games');
    expect(games.body.map((g) => g.id)).toContain('toy');
  });

  test('health, metrics and the not-built page answer', async () => {
    const health = await api<{ ok: boolean }>(t.server.url, 'GET', '/healthz');
    expect(health.body.ok).toBe(true);
    const metrics = await fetch(`${t.server.url}/metrics`).then((r) => r.text());
    expect(metrics).toContain('tavern_actions_total');
    expect(metrics).toContain('tavern_action_latency_seconds_bucket');
    expect(metrics).toContain('nodejs_eventloop_lag_seconds');
    expect(metrics).toContain('process_resident_memory_bytes');
    const page = await fetch(`${t.server.url}/r/abc`).then((r) => r.text());
    expect(page).toContain('not built');
  });
});
