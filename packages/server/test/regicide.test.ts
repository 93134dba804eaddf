import { asSeat, seededRng, type Viewer } from '@tavern/engine';
import type { UpdateMessage } from '@tavern/engine/protocol';
import { gameModule as regicide, type RegicideAction, type RegicideView } from '@tavern/regicide';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SqliteStorage } from '../src/index';
import { TestClient } from './fixtures/test-client';
import { api, claimSeat, createRoom, startTestServer, tempDbFile } from './fixtures/test-server';
import { checkTranscripts } from './fixtures/transcript-check';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** Chooses like the game's heuristic bot, from the update's view and legal actions only. */
function heuristicChoice(seat: number) {
  return (update: UpdateMessage): unknown =>
    regicide.heuristicBot({
      seat: asSeat(seat),
      view: update.view as RegicideView,
      legal: update.legal as unknown as RegicideAction[],
      rng: seededRng(`client:${seat}:${update.version}`),
    });
}

describe('Regicide over the wire', () => {
  let db: ReturnType<typeof tempDbFile>;
  let server: Server;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    db = tempDbFile();
    server = await startTestServer({ dbFile: db.file, games: [regicide] });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await server.close();
    db.cleanup();
  });

  const connect = async (): Promise<TestClient> => {
    const client = await TestClient.connect(server.wsUrl);
    clients.push(client);
    return client;
  };

  test('two people and a bot play a full game, one person reconnects mid-game, a spectator watches', async () => {
    const host = await createRoom(server.url, { game: 'regicide', seats: 3, name: 'Ann' });
    const guest = await claimSeat(server.url, host.roomId, 'Bob');
    const ann = await connect();
    const bob = await connect();
    const watcher = await connect();
    await ann.join(host.roomId, host.token);
    await bob.join(host.roomId, guest.token);
    await watcher.join(host.roomId);
    ann.send({ type: 'addBot', seat: 2, bot: 'heuristic' });
    ann.send({ type: 'start' });

    // Bob plays a while, drops, and comes back on a new connection with his token.
    const annEnd = ann.autoplay(heuristicChoice(0));
    const dropAt = 6;
    const bobBefore = await bob.autoplay(heuristicChoice(1), dropAt);
    await bob.close();
    const bobAgain = await connect();
    const rejoined = await bobAgain.join(host.roomId, guest.token);
    expect(rejoined.viewer).toBe(1);
    const [end, bobEnd] = await Promise.all([annEnd, bobAgain.autoplay(heuristicChoice(1))]);
    const watcherEnd = await watcher.next(
      (m): m is UpdateMessage => m.type === 'update' && m.outcome !== null,
      20_000,
    );

    expect(end.outcome).not.toBeNull();
    expect(bobEnd.version).toBe(end.version);
    expect(watcherEnd.version).toBe(end.version);
    expect(watcherEnd.legal).toEqual([]);
    expect(bobBefore.version).toBeGreaterThanOrEqual(dropAt);

    // Everything each connection saw is exactly what the stored log replays to, with no hidden card.
    const storage = new SqliteStorage(db.file);
    try {
      const record = (await storage.getRoom(host.roomId))!;
      const log = await storage.getActions(host.roomId);
      expect(record.status).toBe('finished');
      expect(log.length).toBe(end.version);
      expect(log.some((entry) => entry.seat === 2 && entry.source === 'bot')).toBe(true);
      const updates = (client: TestClient) =>
        client.messages.filter((m): m is UpdateMessage => m.type === 'update');
      const transcripts: { viewer: Viewer; updates: UpdateMessage[] }[] = [
        { viewer: asSeat(0), updates: updates(ann) },
        { viewer: asSeat(1), updates: [...updates(bob), ...updates(bobAgain)] },
        { viewer: 'spectator', updates: updates(watcher) },
      ];
      const finalHash = checkTranscripts(regicide.def, record, log, transcripts);
      const replay = await api<{ finalHash: string; log: unknown[] }>(
        server.url,
        'GET',
        `/api/rooms/${host.roomId}/replay`,
      );
      expect(replay.body.finalHash).toBe(finalHash);
      expect(replay.body.log).toHaveLength(log.length);
    } finally {
      await storage.close();
    }
  });
});
