import { asSeat } from '@tavern/engine';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { api, claimSeat, createRoom } from '../fixtures/test-server';
import { describeWithServices, dropSchema, newSchemaName } from '../fixtures/cluster-services';
import {
  killProcess,
  leaseOwner,
  spawnClusterProcess,
  type ClusterProcess,
} from '../fixtures/cluster-processes';
import { RoamingPlayer, checkAgainstLog } from '../fixtures/roaming-player';

await describeWithServices('two server processes on one PostgreSQL and Redis', () => {
  let schema: string;
  const processes: ClusterProcess[] = [];
  const players: RoamingPlayer[] = [];
  beforeEach(async () => {
    schema = newSchemaName();
    // One after the other: the first migrates the fresh schema.
    processes.push(await spawnClusterProcess(schema));
    processes.push(await spawnClusterProcess(schema));
  });
  afterEach(async () => {
    await Promise.all(players.splice(0).map((player) => player.close()));
    await Promise.all(processes.splice(0).map((p) => killProcess(p.child)));
    await dropSchema(schema);
  });

  test('clients on both processes play a whole game together; each sees only its own view', async () => {
    const [a, b] = processes as [ClusterProcess, ClusterProcess];
    const host = await createRoom(a.url, { game: 'toy', seats: 4, options: { handSize: 3 } });
    expect(await leaseOwner(schema, host.roomId)).toBe(a.node);
    // Seats are claimed through B: it forwards the claims to A, which runs the room.
    const tokens = [host.token];
    for (const name of ['Bea', 'Cy', 'Dee'])
      tokens.push((await claimSeat(b.url, host.roomId, name)).token);
    const info = await api<{ seats: { name: string | null }[] }>(
      b.url,
      'GET',
      `/api/rooms/${host.roomId}`,
    );
    expect(info.body.seats.map((seat) => seat.name)).toEqual(['Host', 'Bea', 'Cy', 'Dee']);
    const lobby = await api<{ rooms: { id: string }[] }>(b.url, 'GET', '/api/rooms');
    expect(lobby.body.rooms.map((room) => room.id)).toContain(host.roomId);

    const sides = [a, b, a, b];
    for (const [seat, token] of tokens.entries()) {
      const side = sides[seat]!;
      players.push(new RoamingPlayer(host.roomId, asSeat(seat), token, () => side.wsUrl));
    }
    const spectator = new RoamingPlayer(host.roomId, 'spectator', undefined, () => b.wsUrl);
    players.push(spectator);
    for (const player of players) await player.connect();
    players[0]!.clients[0]!.send({ type: 'start' });
    const ends = await Promise.all(players.slice(0, 4).map((player) => player.play()));
    await expect.poll(() => spectator.updates().at(-1)?.outcome ?? null).not.toBeNull();
    expect(ends.every((end) => end.outcome !== null)).toBe(true);

    const checked = await checkAgainstLog(schema, host.roomId, players);
    expect(checked.length).toBe(ends[0]!.version);
    expect(checked.checked).toBeGreaterThan(4 * checked.length);
    const owner = await api<{ hash: string }>(a.url, 'GET', `/test/rooms/${host.roomId}/hash`);
    expect(owner.body.hash).toBe(checked.hash);
    expect(players.every((player) => player.reconnects === 0)).toBe(true);
  });
});
