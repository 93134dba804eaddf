import fc from 'fast-check';
import { asSeat, seededRng, type AnyGameModule } from '@tavern/engine';
import type { HistoryMessage, UpdateMessage } from '@tavern/engine/protocol';
import { propertyRuns } from '@tavern/engine/test-kit';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { defaultGames, SqliteStorage } from '../src/index';
import { TestClient } from './fixtures/test-client';
import { claimSeat, createRoom, startTestServer, tempDbFile } from './fixtures/test-server';
import { toyModule } from './fixtures/toy-game';
import { checkTranscripts, type Transcript } from './fixtures/transcript-check';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** Every game the server registers by default, plus the toy game. */
const GAMES: readonly AnyGameModule[] = [toyModule, ...defaultGames];

/** Random games stop after this many actions: enough to reach every phase, short enough for CI. */
const MAX_ACTIONS = 120;

describe.each(GAMES.map((module) => [module.def.id, module] as const))(
  'no view or event sent by the server shows %s hidden cards',
  (_id, module) => {
    let db: ReturnType<typeof tempDbFile>;
    let server: Server;
    let nextSeed = '';

    beforeAll(async () => {
      db = tempDbFile();
      server = await startTestServer({ dbFile: db.file, games: [module], newSeed: () => nextSeed });
    });
    afterAll(async () => {
      await server.close();
      db.cleanup();
    });

    test('property: random games, every seat and a spectator connected, every update checked', async () => {
      const game = module.def;
      const counts = { min: game.minPlayers, max: Math.min(game.maxPlayers, 4) };
      await fc.assert(
        fc.asyncProperty(
          fc.integer(counts),
          fc.string({ minLength: 1, maxLength: 8 }),
          async (seats, seed) => {
            nextSeed = seed;
            const host = await createRoom(server.url, {
              game: game.id,
              seats,
              options: game.defaultOptions,
            });
            const tokens = [host.token];
            for (let seat = 1; seat < seats; seat++) {
              tokens.push((await claimSeat(server.url, host.roomId, `P${seat}`)).token);
            }
            const players = await Promise.all(tokens.map(() => TestClient.connect(server.wsUrl)));
            const watcher = await TestClient.connect(server.wsUrl);
            try {
              for (const [seat, client] of players.entries())
                await client.join(host.roomId, tokens[seat]);
              await watcher.join(host.roomId);
              players[0]!.send({ type: 'start' });
              const ends = await Promise.all(
                players.map((client, seat) => {
                  const rng = seededRng(`pick:${seed}:${seat}`);
                  return client.autoplay((update) => rng.pick(update.legal), MAX_ACTIONS);
                }),
              );
              const last = Math.max(...ends.map((end) => end.version));
              await watcher.nextUpdate(last, 10_000);
              // Late joiners: a spectator and seat 0 reloading get the log they may see, scrubbed.
              const lateWatcher = await TestClient.connect(server.wsUrl);
              const reloaded = await TestClient.connect(server.wsUrl);
              const historyOf = (client: TestClient) =>
                client.next((m): m is HistoryMessage => m.type === 'history');
              await lateWatcher.join(host.roomId);
              await reloaded.join(host.roomId, tokens[0]);
              const lateHistories = [await historyOf(lateWatcher), await historyOf(reloaded)];
              await Promise.all([lateWatcher.close(), reloaded.close()]);

              const storage = new SqliteStorage(db.file);
              try {
                const record = (await storage.getRoom(host.roomId))!;
                const log = await storage.getActions(host.roomId);
                const updates = (client: TestClient) =>
                  client.messages.filter((m): m is UpdateMessage => m.type === 'update');
                const transcripts: Transcript[] = [
                  ...players.map((client, seat) => ({
                    viewer: asSeat(seat),
                    updates: updates(client),
                  })),
                  { viewer: 'spectator', updates: updates(watcher) },
                  { viewer: 'spectator', updates: [], history: lateHistories[0]! },
                  { viewer: asSeat(0), updates: [], history: lateHistories[1]! },
                ];
                checkTranscripts(game, record, log, transcripts);
                expect(
                  transcripts
                    .filter((t) => t.history === undefined)
                    .every((t) => t.updates.length > 0),
                ).toBe(true);
                expect(lateHistories[0]!.entries.length).toBeGreaterThan(0);
              } finally {
                await storage.close();
              }
            } finally {
              await Promise.all([...players, watcher].map((client) => client.close()));
            }
          },
        ),
        { numRuns: propertyRuns(4), seed: 20261130 },
      );
    });
  },
);
