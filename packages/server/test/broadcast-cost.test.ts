import type { ChatRelayMessage, HistoryMessage, ServerMessage } from '@tavern/engine/protocol';
import { afterEach, describe, expect, test } from 'vitest';
import { TestClient } from './fixtures/test-client';
import { createRoom, startTestServer, tempDbFile } from './fixtures/test-server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('broadcast cost follows the change, not the room', () => {
  const open: { server: Server; db: ReturnType<typeof tempDbFile>; clients: TestClient[] }[] = [];
  afterEach(async () => {
    for (const { server, db, clients } of open.splice(0)) {
      await Promise.all(clients.map((c) => c.close()));
      await server.close();
      db.cleanup();
    }
  });

  async function serve(rooms: Parameters<typeof startTestServer>[0]['rooms'] = {}) {
    const db = tempDbFile();
    const server = await startTestServer({ dbFile: db.file, rooms });
    const clients: TestClient[] = [];
    open.push({ server, db, clients });
    const connect = async (): Promise<TestClient> => {
      const client = await TestClient.connect(server.wsUrl);
      clients.push(client);
      return client;
    };
    return { server, connect };
  }

  const rawOf = (client: TestClient, type: ServerMessage['type']): ServerMessage[] =>
    client.raw.filter((m) => m.type === type);

  test('joins and departures are small presence messages, never the whole room', async () => {
    const { server, connect } = await serve();
    const host = await createRoom(server.url, { game: 'toy', seats: 2 });
    const a = await connect();
    await a.join(host.roomId, host.token);
    await a.next((m) => m.type === 'room' && m.room.seats[0]?.connected === true);
    const spectator = await connect();
    await spectator.join(host.roomId);
    await a.next((m) => m.type === 'room' && m.room.spectators === 1);
    await spectator.close();
    await a.next((m) => m.type === 'room' && m.room.spectators === 0);
    expect(rawOf(a, 'room')).toEqual([]);
    expect(rawOf(a, 'presence')).toEqual([
      // The host's own arrival, for everyone else in the room.
      { type: 'presence', seats: [{ seat: 0, connected: true }], spectators: 0 },
      { type: 'presence', seats: [], spectators: 1 },
      { type: 'presence', seats: [], spectators: 0 },
    ]);
  });

  test('spectators of a big room get coalesced updates that still carry every event', async () => {
    const { server, connect } = await serve({ coalesceSpectatorsAbove: 2, spectatorFrameMs: 40 });
    const host = await createRoom(server.url, { game: 'toy', seats: 2 });
    const a = await connect();
    await a.join(host.roomId, host.token);
    a.send({ type: 'addBot', seat: 1, bot: 'random' });
    await a.next((m) => m.type === 'room' && m.room.seats[1]?.kind === 'bot');
    const spectators = await Promise.all([connect(), connect(), connect()]);
    for (const spectator of spectators) await spectator.join(host.roomId);
    a.send({ type: 'start' });
    const final = await a.autoplay();
    const late = await connect();
    await late.join(host.roomId);
    const history = await late.next((m): m is HistoryMessage => m.type === 'history');
    const allEvents = history.entries.flatMap((e) => e.events);
    const lateView = (await late.nextUpdate(final.version)).view;
    for (const spectator of spectators) {
      const last = await spectator.nextUpdate(final.version);
      expect(last.view).toEqual(lateView);
      const frames = spectator.raw.filter((m) => m.type === 'update' || m.type === 'delta');
      // Fewer frames than actions (the bot answers at once), yet not one event lost.
      expect(frames.length).toBeLessThan(final.version);
      const seen = spectator.messages.flatMap((m) => (m.type === 'update' ? m.events : []));
      expect(seen).toEqual(allEvents);
    }
  });

  test('the room shares one chat budget: lines beyond it are refused to their sender only', async () => {
    const { server, connect } = await serve({ roomChat: { perSecond: 0.001, burst: 3 } });
    const host = await createRoom(server.url, { game: 'toy', seats: 2 });
    const a = await connect();
    await a.join(host.roomId, host.token);
    const b = await connect();
    await b.join(host.roomId);
    for (const text of ['one', 'two']) a.send({ type: 'chat', text });
    await a.next((m) => m.type === 'chat' && m.text === 'two');
    for (const text of ['three', 'four']) b.send({ type: 'chat', text });
    expect((await b.nextError()).code).toBe('rateLimited');
    await a.next((m) => m.type === 'chat' && m.text === 'three');
    const lines = a.messages.filter((m): m is ChatRelayMessage => m.type === 'chat');
    expect(lines.map((line) => line.text)).toEqual([
      'one',
      'two',
      'three',
    ]);
    expect(a.messages.some((m) => m.type === 'error')).toBe(false);
  });
});
