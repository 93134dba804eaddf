import { jsonEqual, type AnyGameModule } from '@tavern/engine';
import { gameModule as regicide } from '@tavern/regicide';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { TestClient } from './fixtures/test-client';
import { claimSeat, createRoom, startTestServer, tempDbFile } from './fixtures/test-server';
import { toyModule } from './fixtures/toy-game';

const CASES: readonly [string, AnyGameModule, unknown][] = [
  ['toy', toyModule, { handSize: 4 }],
  ['regicide', regicide, regicide.def.defaultOptions],
];

describe.each(CASES)('restart: a %s room resumes from its log', (_name, module, options) => {
  let db: ReturnType<typeof tempDbFile>;
  const clients: TestClient[] = [];

  beforeEach(() => {
    db = tempDbFile();
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    db.cleanup();
  });

  test('it survives closing and reopening the server on the same file, then plays to the end', async () => {
    const games = [module];
    // A fixed seed makes the game (and so where the restart falls in it) the same on every run.
    let server = await startTestServer({ dbFile: db.file, games, newSeed: () => 'restart-seed' });
    const host = await createRoom(server.url, { game: module.def.id, seats: 3, options });
    // People only: nothing may act on its own while the test compares states across the restart.
    const tokens = [host.token];
    for (const name of ['B', 'C'])
      tokens.push((await claimSeat(server.url, host.roomId, name)).token);
    const before = await Promise.all(tokens.map(() => TestClient.connect(server.wsUrl)));
    clients.push(...before);
    for (const [seat, client] of before.entries()) await client.join(host.roomId, tokens[seat]);
    const a = before[0]!;
    a.send({ type: 'start' });
    await Promise.all(before.map((client) => client.autoplay(undefined, 4)));
    const roomBefore = (await server.server.registry.get(host.roomId))!;
    await server.close();
    await expect.poll(() => a.closeCode, { timeout: 15_000 }).toBe(1001);
    // Read after closing: everything in memory then had been committed.
    const hashBefore = roomBefore.stateHash();
    const versionBefore = roomBefore.version;
    expect(versionBefore).toBeGreaterThanOrEqual(4);
    const lastSeen = a.latestUpdate()!;

    server = await startTestServer({ dbFile: db.file, games });
    try {
      const roomAfter = (await server.server.registry.get(host.roomId))!;
      expect(roomAfter.version).toBe(versionBefore);
      expect(roomAfter.stateHash()).toBe(hashBefore);

      const after = await Promise.all(tokens.map(() => TestClient.connect(server.wsUrl)));
      clients.push(...after);
      for (const [seat, client] of after.entries()) await client.join(host.roomId, tokens[seat]);
      const resumed = await after[0]!.nextUpdate(0);
      expect(resumed.version).toBe(versionBefore);
      if (lastSeen.version === resumed.version)
        expect(jsonEqual(resumed.view, lastSeen.view)).toBe(true);
      const [end] = await Promise.all(after.map((client) => client.autoplay()));
      expect(end!.outcome).not.toBeNull();
      expect(end!.version).toBeGreaterThan(versionBefore);
    } finally {
      await server.close();
    }
  });
});
