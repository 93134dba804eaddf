import { asSeat } from '@tavern/engine';
import { afterEach, expect, test } from 'vitest';
import {
  describeWithServices,
  dropSchema,
  findNginx,
  newSchemaName,
} from '../fixtures/cluster-services';
import {
  killProcess,
  leaseOwner,
  spawnClusterProcess,
  type ClusterProcess,
} from '../fixtures/cluster-processes';
import { startNginx, type RunningNginx } from '../fixtures/nginx-proxy';
import { RoamingPlayer, checkAgainstLog } from '../fixtures/roaming-player';
import { claimSeat, createRoom } from '../fixtures/test-server';

await describeWithServices(
  "docs/deploy.md's nginx in front of two processes",
  () => {
    const schema = newSchemaName();
    const processes: ClusterProcess[] = [];
    const players: RoamingPlayer[] = [];
    let nginx: RunningNginx | null = null;
    afterEach(async () => {
      await Promise.all(players.splice(0).map((player) => player.close()));
      await nginx?.stop();
      await Promise.all(processes.splice(0).map((p) => killProcess(p.child)));
      await dropSchema(schema);
    });

    test('a game through the proxy survives the SIGKILL of its room owner', async () => {
      processes.push(await spawnClusterProcess(schema));
      processes.push(await spawnClusterProcess(schema));
      nginx = await startNginx(
        findNginx()!,
        processes.map((p) => new URL(p.url).host),
      );
      const proxy = nginx;
      const host = await createRoom(proxy.url, { game: 'toy', seats: 3, options: { handSize: 4 } });
      const tokens = [host.token];
      for (const name of ['Bea', 'Cy'])
        tokens.push((await claimSeat(proxy.url, host.roomId, name)).token);
      for (const [seat, token] of tokens.entries())
        players.push(new RoamingPlayer(host.roomId, asSeat(seat), token, () => proxy.wsUrl));
      players.push(new RoamingPlayer(host.roomId, 'spectator', undefined, () => proxy.wsUrl));
      for (const player of players) await player.connect();
      players[0]!.clients[0]!.send({ type: 'start' });
      const playing = players.slice(0, 3).map((player) => player.play());
      const watching = players[3]!.play();

      await expect
        .poll(() => players[0]!.updates().at(-1)?.version ?? 0, { interval: 5, timeout: 20_000 })
        .toBeGreaterThanOrEqual(6);
      const owner = await leaseOwner(schema, host.roomId);
      const doomed = processes.find((p) => p.node === owner)!;
      await killProcess(doomed.child);

      const ends = await Promise.all(playing);
      await watching;
      expect(ends.every((end) => end.outcome !== null)).toBe(true);
      const checked = await checkAgainstLog(schema, host.roomId, players);
      expect(checked.length).toBe(ends[0]!.version);
      // The proxy spread the sockets over both processes before the kill.
      const upstreams = new Set(
        proxy
          .accessLog()
          .split('\n')
          .filter((line) => line.startsWith('/ws '))
          .map((line) => line.split(' ')[1]),
      );
      expect(upstreams.size).toBeGreaterThanOrEqual(2);
      expect(players.slice(0, 3).some((player) => player.reconnects > 0)).toBe(true);
    });
  },
  { nginx: true },
);
