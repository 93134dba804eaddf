import { asSeat } from '@tavern/engine';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { api, claimSeat, createRoom } from '../fixtures/test-server';
import { describeWithServices, dropSchema, newSchemaName } from '../fixtures/cluster-services';
import {
  killProcess,
  leaseOwner,
  querySchema,
  spawnClusterProcess,
  type ClusterProcess,
} from '../fixtures/cluster-processes';
import { RoamingPlayer, checkAgainstLog } from '../fixtures/roaming-player';

await describeWithServices('two server processes on one PostgreSQL and Redis', () => {
  // Two processes for the whole file (starting one costs seconds); one killed is replaced.
  const schema = newSchemaName();
  const processes: ClusterProcess[] = [];
  const players: RoamingPlayer[] = [];
  beforeAll(async () => {
    // One after the other: the first migrates the fresh schema.
    processes.push(await spawnClusterProcess(schema));
    processes.push(await spawnClusterProcess(schema));
  });
  beforeEach(async () => {
    for (const [i, p] of processes.entries()) {
      if (p.child.exitCode !== null || p.child.signalCode !== null)
        processes[i] = await spawnClusterProcess(schema);
    }
  });
  afterEach(async () => {
    await Promise.all(players.splice(0).map((player) => player.close()));
  });
  afterAll(async () => {
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

  test('SIGKILL of the owner mid-game: the other process takes over, nothing acknowledged is lost, everyone finishes', async () => {
    const [a, b] = processes as [ClusterProcess, ClusterProcess];
    const host = await createRoom(a.url, { game: 'toy', seats: 4, options: { handSize: 4 } });
    const tokens = [host.token];
    for (const name of ['Bea', 'Cy', 'Dee'])
      tokens.push((await claimSeat(b.url, host.roomId, name)).token);
    let aAlive = true;
    const sides = [a, b, a, b];
    for (const [seat, token] of tokens.entries()) {
      const side = sides[seat]!;
      players.push(
        new RoamingPlayer(host.roomId, asSeat(seat), token, () => (aAlive ? side : b).wsUrl),
      );
    }
    players.push(new RoamingPlayer(host.roomId, 'spectator', undefined, () => b.wsUrl));
    for (const player of players) await player.connect();
    players[0]!.clients[0]!.send({ type: 'start' });
    const playing = players.slice(0, 4).map((player) => player.play());
    const watching = players[4]!.play();

    await expect
      .poll(() => players[1]!.updates().at(-1)?.version ?? 0, { interval: 2, timeout: 20_000 })
      .toBeGreaterThanOrEqual(10);
    aAlive = false;
    a.child.kill('SIGKILL');
    const killedAt = Date.now();
    const acknowledged = Math.max(...players.map((p) => p.updates().at(-1)?.version ?? 0));
    await expect
      .poll(() => leaseOwner(schema, host.roomId), { interval: 20, timeout: 15_000 })
      .toBe(b.node);
    const takeOverMs = Date.now() - killedAt;
    console.info(`take-over after SIGKILL: ${takeOverMs} ms`);
    // The target is under 5 s (measured by bench/cluster-bench.ts); CI machines are busy, so allow more.
    expect(takeOverMs).toBeLessThan(12_000);

    const ends = await Promise.all(playing);
    await watching;
    expect(ends.every((end) => end.outcome !== null)).toBe(true);
    expect(players.filter((player) => player.reconnects > 0).length).toBeGreaterThanOrEqual(3);
    // Every update anyone saw, before and after the kill, is the replay of the stored log.
    const checked = await checkAgainstLog(schema, host.roomId, players);
    expect(checked.length).toBe(ends[0]!.version);
    expect(checked.length).toBeGreaterThan(acknowledged);
    const survivor = await api<{ hash: string }>(b.url, 'GET', `/test/rooms/${host.roomId}/hash`);
    expect(survivor.body.hash).toBe(checked.hash);
  });

  test('a partitioned stale owner (SIGSTOP) cannot append once the other process took over', async () => {
    const [a, b] = processes as [ClusterProcess, ClusterProcess];
    const host = await createRoom(a.url, { game: 'toy', seats: 2, options: { handSize: 3 } });
    const guest = await claimSeat(b.url, host.roomId, 'Bea');
    let first = true;
    const onA = new RoamingPlayer(host.roomId, asSeat(0), host.token, () => {
      const url = first ? a.wsUrl : b.wsUrl;
      first = false;
      return url;
    });
    const onB = new RoamingPlayer(host.roomId, asSeat(1), guest.token, () => b.wsUrl);
    players.push(onA, onB);
    const stale = await onA.connect();
    await onB.connect();
    stale.send({ type: 'start' });
    const opening = await stale.nextUpdate(0);
    expect(opening.legal.length).toBeGreaterThan(0);

    a.child.kill('SIGSTOP');
    await expect
      .poll(() => leaseOwner(schema, host.roomId), { interval: 50, timeout: 15_000 })
      .toBe(b.node);
    // The frozen owner still believes it runs the room; its client's move waits in its socket.
    stale.send({ type: 'act', action: opening.legal[0], expectedVersion: opening.version });
    a.child.kill('SIGCONT');
    await expect
      .poll(() => stale.closeCode !== null || stale.messages.some((m) => m.type === 'error'), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(stale.messages.some((m) => m.type === 'update' && m.version > 0)).toBe(false);
    const stored = await querySchema<{ count: number }>(
      schema,
      'SELECT count(*)::integer AS count FROM actions WHERE room_id = $1',
      [host.roomId],
    );
    expect(stored[0]?.count).toBe(0);

    // Both players carry on with the new owner and finish; the woken process runs nothing.
    const ends = await Promise.all([onA.play(), onB.play()]);
    expect(ends.every((end) => end.outcome !== null)).toBe(true);
    const checked = await checkAgainstLog(schema, host.roomId, players);
    expect(checked.length).toBe(ends[0].version);
    expect(await leaseOwner(schema, host.roomId)).toBe(b.node);
    const survivor = await api<{ hash: string }>(b.url, 'GET', `/test/rooms/${host.roomId}/hash`);
    expect(survivor.body.hash).toBe(checked.hash);
  });
});
