import { asSeat } from '@tavern/engine';
import type {
  HistoryMessage,
  RematchStartedMessage,
  RoomMessage,
  ServerMessage,
} from '@tavern/engine/protocol';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { SqliteStorage } from '../src/index';
import { botName } from '../src/rooms/bot-names';
import { isSummaryStep, SummaryPause } from '../src/rooms/summary-pause';
import { ManualClock } from './fixtures/manual-clock';
import { TestClient } from './fixtures/test-client';
import { claimSeat, createRoom, startTestServer, tempDbFile } from './fixtures/test-server';
import { toyModule } from './fixtures/toy-game';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const isHistory = (m: ServerMessage): m is HistoryMessage => m.type === 'history';
const isRematch = (m: ServerMessage): m is RematchStartedMessage => m.type === 'rematch';
const isRoom = (m: ServerMessage): m is RoomMessage => m.type === 'room';

describe('log on join, chat history, host seat commands, rematch', () => {
  let db: ReturnType<typeof tempDbFile>;
  let server: Server;
  const clients: TestClient[] = [];
  const connect = async (): Promise<TestClient> => {
    const client = await TestClient.connect(server.wsUrl);
    clients.push(client);
    return client;
  };

  beforeEach(async () => {
    db = tempDbFile();
    server = await startTestServer({
      dbFile: db.file,
      newSeed: () => `seed-${String(Math.random())}`,
    });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await server.close();
    db.cleanup();
  });

  test('a seat that reloads and a late spectator get every event so far, scrubbed for them, and the chat', async () => {
    const host = await createRoom(server.url, { game: 'toy', seats: 2, options: { handSize: 4 } });
    const guest = await claimSeat(server.url, host.roomId, 'Bea');
    const [a, b, liveWatcher] = [await connect(), await connect(), await connect()];
    await a.join(host.roomId, host.token);
    await b.join(host.roomId, guest.token);
    await liveWatcher.join(host.roomId);
    a.send({ type: 'chat', text: 'good luck' });
    a.send({ type: 'start' });
    await Promise.all([a.autoplay(undefined, 6), b.autoplay(undefined, 6)]);
    const room = (await server.server.registry.get(host.roomId))!;
    const version = room.version;

    const again = await connect();
    await again.join(host.roomId, host.token);
    const history = await again.next(isHistory);
    const watcher = await connect();
    await watcher.join(host.roomId);
    const watched = await watcher.next(isHistory);

    const live = (client: TestClient) =>
      client.messages.flatMap((m) =>
        m.type === 'update' && m.events.length > 0 && m.version <= version
          ? [{ version: m.version, events: m.events }]
          : [],
      );
    expect(history.entries).toEqual(live(a));
    expect(history.entries.at(-1)!.version).toBe(version);
    expect(history.chat.map((line) => line.text)).toEqual(['good luck']);
    // The late spectator's history is what a spectator saw live, not what seat 0 saw.
    await liveWatcher.nextUpdate(version);
    expect(watched.entries).toEqual(live(liveWatcher));
    expect(watched.entries.length).toBeGreaterThan(0);
  });

  test('after a restart the history is rebuilt from the stored log', async () => {
    const host = await createRoom(server.url, { game: 'toy', seats: 2, options: { handSize: 4 } });
    const guest = await claimSeat(server.url, host.roomId, 'Bea');
    const [a, b] = [await connect(), await connect()];
    await a.join(host.roomId, host.token);
    await b.join(host.roomId, guest.token);
    a.send({ type: 'start' });
    await Promise.all([a.autoplay(undefined, 5), b.autoplay(undefined, 5)]);
    const before = await connect();
    await before.join(host.roomId);
    const expected = (await before.next(isHistory)).entries;
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await server.close();

    server = await startTestServer({ dbFile: db.file });
    const after = await connect();
    await after.join(host.roomId);
    const rebuilt = await after.next(isHistory);
    expect(rebuilt.entries).toEqual(expected);
    expect(rebuilt.entries.length).toBeGreaterThan(0);
  });

  test('the host removes a bot and a player before the start; the player is disconnected and its token stops working', async () => {
    const host = await createRoom(server.url, { game: 'toy', seats: 3, options: { handSize: 4 } });
    const guest = await claimSeat(server.url, host.roomId, 'Bea');
    const [a, b] = [await connect(), await connect()];
    await a.join(host.roomId, host.token);
    await b.join(host.roomId, guest.token);
    b.send({ type: 'removeSeat', seat: 0 });
    expect((await b.nextError()).code).toBe('notHost');
    a.send({ type: 'addBot', seat: 2, bot: 'heuristic' });
    await a.next((m) => isRoom(m) && m.room.seats[2]!.kind === 'bot');
    a.send({ type: 'removeSeat', seat: 2 });
    await a.next((m) => isRoom(m) && m.room.seats[2]!.kind === 'empty');
    a.send({ type: 'removeSeat', seat: 0 });
    expect((await a.nextError()).code).toBe('cannotRemoveHost');
    a.send({ type: 'removeSeat', seat: 1 });
    await a.next((m) => isRoom(m) && m.room.seats[1]!.kind === 'empty');
    await expect.poll(() => b.closeCode).toBe(4003);
    const retry = await connect();
    await expect(retry.join(host.roomId, guest.token)).rejects.toThrow(/badToken/);
  });

  test('the host hands an absent player to a bot during play, and the player takes the seat back on return', async () => {
    const host = await createRoom(server.url, { game: 'toy', seats: 2, options: { handSize: 4 } });
    const guest = await claimSeat(server.url, host.roomId, 'Bea');
    const [a, b] = [await connect(), await connect()];
    await a.join(host.roomId, host.token);
    await b.join(host.roomId, guest.token);
    a.send({ type: 'seatBot', seat: 1, bot: true });
    expect((await a.nextError()).code).toBe('notStarted');
    a.send({ type: 'start' });
    await a.nextUpdate(0);
    a.send({ type: 'seatBot', seat: 1, bot: true });
    expect((await a.nextError()).code).toBe('seatNotAway');
    await b.close();
    await a.next((m) => isRoom(m) && !m.room.seats[1]!.connected);
    a.send({ type: 'seatBot', seat: 1, bot: true });
    await a.next((m) => isRoom(m) && m.room.seats[1]!.autopilot);
    const end = await a.autoplay();
    expect(end.outcome).not.toBeNull();
    const storage = new SqliteStorage(db.file);
    try {
      const log = await storage.getActions(host.roomId);
      expect(log.some((entry) => entry.seat === 1 && entry.source === 'bot')).toBe(true);
    } finally {
      await storage.close();
    }
  });

  test('a returning player ends the bot’s stand-in', async () => {
    const host = await createRoom(server.url, { game: 'toy', seats: 2, options: { handSize: 4 } });
    const guest = await claimSeat(server.url, host.roomId, 'Bea');
    const [a, b] = [await connect(), await connect()];
    await a.join(host.roomId, host.token);
    await b.join(host.roomId, guest.token);
    a.send({ type: 'start' });
    await a.nextUpdate(0);
    await b.close();
    await a.next((m) => isRoom(m) && !m.room.seats[1]!.connected);
    a.send({ type: 'seatBot', seat: 1, bot: true });
    await a.next((m) => isRoom(m) && m.room.seats[1]!.autopilot);
    const back = await connect();
    await back.join(host.roomId, guest.token);
    await a.next((m) => isRoom(m) && m.room.seats[1]!.connected && !m.room.seats[1]!.autopilot);
  });

  test('rematch: the host gets a started room with the same seats and a new seed; the same tokens open it', async () => {
    const host = await createRoom(server.url, { game: 'toy', seats: 2, options: { handSize: 3 } });
    const [a] = [await connect()];
    await a.join(host.roomId, host.token);
    a.send({ type: 'addBot', seat: 1, bot: 'random' });
    a.send({ type: 'rematch' });
    expect((await a.nextError()).code).toBe('notFinished');
    a.send({ type: 'start' });
    const end = await a.autoplay();
    expect(end.outcome).not.toBeNull();
    const watcher = await connect();
    await watcher.join(host.roomId);
    a.send({ type: 'rematch' });
    const started = await a.next(isRematch);
    expect((await watcher.next(isRematch)).roomId).toBe(started.roomId);
    expect(started.roomId).not.toBe(host.roomId);
    a.send({ type: 'rematch' });
    expect((await a.next(isRematch)).roomId).toBe(started.roomId);

    const b = await connect();
    const joined = await b.join(started.roomId, host.token);
    expect(joined.viewer).toBe(0);
    expect(joined.room.status).toBe('playing');
    expect(joined.room.seats.map((s) => [s.name, s.kind])).toEqual(
      end.outcome === null
        ? []
        : [
            ['Host', 'human'],
            ['Ada (Random bot)', 'bot'],
          ],
    );
    const storage = new SqliteStorage(db.file);
    try {
      const [first, second] = [
        await storage.getRoom(host.roomId),
        await storage.getRoom(started.roomId),
      ];
      expect(second!.seed).not.toBeNull();
      expect(second!.seed).not.toBe(first!.seed);
    } finally {
      await storage.close();
    }
  });

  test('four bots get four different names', async () => {
    const host = await createRoom(server.url, { game: 'toy', seats: 4, options: { handSize: 3 } });
    const a = await connect();
    await a.join(host.roomId, host.token);
    for (const seat of [1, 2, 3]) a.send({ type: 'addBot', seat, bot: 'heuristic' });
    const full = await a.next((m) => isRoom(m) && m.room.seats.every((s) => s.kind !== 'empty'));
    const names = isRoom(full) ? full.room.seats.map((s) => s.name) : [];
    expect(new Set(names).size).toBe(4);
    expect(botName('heuristic', ['Ada (Easy bot)'])).toBe('Brom (Easy bot)');
  });

  test('a room created without a timer gets the default one', async () => {
    const host = await createRoom(server.url, { game: 'toy', seats: 2, options: { handSize: 3 } });
    const a = await connect();
    const joined = await a.join(host.roomId, host.token);
    expect(joined.room.turnSeconds).toBeGreaterThan(0);
  });
});

describe('time-outs and round summaries', () => {
  test('the seat that timed out is told what was played for it; nobody else receives that action', async () => {
    const db = tempDbFile();
    const clock = new ManualClock();
    const server = await startTestServer({ dbFile: db.file, clock, rooms: { botDelayMs: 1000 } });
    const clients: TestClient[] = [];
    try {
      const host = await createRoom(server.url, {
        game: 'toy',
        seats: 2,
        turnSeconds: 10,
        options: { handSize: 4 },
      });
      const a = await TestClient.connect(server.wsUrl);
      const watcher = await TestClient.connect(server.wsUrl);
      clients.push(a, watcher);
      await a.join(host.roomId, host.token);
      await watcher.join(host.roomId);
      a.send({ type: 'addBot', seat: 1, bot: 'heuristic' });
      a.send({ type: 'start' });
      const first = await a.nextUpdate(0);
      clock.advance(10_000);
      const after = await a.nextUpdate(1);
      const room = (await server.server.registry.get(host.roomId))!;
      const expected = toyModule.def.timeoutAction(
        toyModule.def.setup(2, room.record.seed!, { handSize: 4 }),
        asSeat(0),
      );
      expect(room.version).toBeGreaterThanOrEqual(1);
      expect(after.playedForYou).toEqual(expected);
      expect(first.playedForYou).toBeUndefined();
      expect((await watcher.nextUpdate(1)).playedForYou).toBeUndefined();
    } finally {
      await Promise.all(clients.map((c) => c.close()));
      await server.close();
      db.cleanup();
    }
  });

  test('a summary step pauses the bots until every connected person continues, or until the pause ends', () => {
    expect(isSummaryStep('saboteur', [{ type: 'startNextRound' }])).toBe(true);
    expect(isSummaryStep('gods-gambit', [{ type: 'startRound' }])).toBe(true);
    expect(isSummaryStep('saboteur', [{ type: 'discard' }])).toBe(false);
    expect(isSummaryStep('regicide', [{ type: 'startNextRound' }])).toBe(false);
    const pause = new SummaryPause();
    expect(pause.until(3)).toBeNull();
    expect(pause.open(3, 1000, 20_000)).toBe(21_000);
    expect(pause.open(3, 5000, 20_000)).toBe(21_000);
    expect(pause.ready(0, [0, 2])).toBe(false);
    expect(pause.allReady([0, 2])).toBe(false);
    expect(pause.ready(2, [0, 2])).toBe(true);
    expect(pause.open(4, 30_000, 20_000)).toBe(50_000);
    expect(pause.allReady([0])).toBe(false);
  });
});
