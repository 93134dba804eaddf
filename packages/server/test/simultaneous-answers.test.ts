import type { UpdateMessage } from '@tavern/engine/protocol';
import { gameModule as sanguosha } from '@tavern/sanguosha';
import { afterEach, expect, test } from 'vitest';
import { TestClient } from './fixtures/test-client';
import { claimSeat, createRoom, startTestServer, tempDbFile } from './fixtures/test-server';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

test('every seat of a Sanguosha window answers from the update it saw, and none is refused', async () => {
  const db = tempDbFile();
  const server = await startTestServer({ dbFile: db.file, games: [sanguosha] });
  const host = await createRoom(server.url, { game: 'sanguosha', seats: 4 });
  const tokens = [host.token];
  for (let seat = 1; seat < 4; seat++) tokens.push((await claimSeat(server.url, host.roomId, `P${seat}`)).token);
  const clients = await Promise.all(tokens.map(() => TestClient.connect(server.wsUrl)));
  cleanups.push(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await server.close();
    db.cleanup();
  });
  for (const [seat, client] of clients.entries()) await client.join(host.roomId, tokens[seat]);
  let windows = 0;
  const stopAt = 400;
  const plays = clients.map((client) => {
    let answered: number | undefined;
    return new Promise<void>((resolve) => {
      const onUpdate = (update: UpdateMessage): void => {
        if (update.outcome !== null || update.version >= stopAt) {
          resolve();
          return;
        }
        if (update.legal.length === 0 || update.decision === answered) return;
        answered = update.decision;
        if (update.toAct.length > 1) windows++;
        // Answer the decision at the version it was seen, whatever arrives meanwhile.
        const pick = update.legal.find((action) => action.type === 'pass') ?? update.legal[0];
        client.send({ type: 'act', action: pick, expectedVersion: update.version });
      };
      void (async () => {
        for (let version = 0; ; ) {
          const update = await client.nextUpdate(version, 60_000);
          onUpdate(update);
          if (update.outcome !== null || update.version >= stopAt) return;
          version = update.version + 1;
        }
      })();
    });
  });
  clients[0]!.send({ type: 'start' });
  await Promise.all(plays);
  expect(windows).toBeGreaterThan(0);
  for (const client of clients) expect(client.messages.filter((m) => m.type === 'error')).toEqual([]);
}, 120_000);
