import fc from 'fast-check';
import { clientMessageSchema, MAX_MESSAGE_BYTES } from '@tavern/engine/protocol';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TestClient } from './fixtures/test-client';
import { api, claimSeat, createRoom, startTestServer, tempDbFile } from './fixtures/test-server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const KNOWN_TYPES = ['join', 'act', 'addBot', 'start', 'chat', 'leave'] as const;

/** Messages that must all be refused: broken JSON, unknown types, wrong field types, extra fields. */
function hostileMessage(): fc.Arbitrary<string> {
  const anyJson = fc.jsonValue().map((value) => JSON.stringify(value));
  const notJson = fc.string({ maxLength: 40 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  });
  const unknownType = fc
    .record({ type: fc.string({ maxLength: 12 }), payload: fc.jsonValue() })
    .map((m) => JSON.stringify(m));
  const knownTypeWrongFields = fc
    .record({
      type: fc.constantFrom(...KNOWN_TYPES),
      roomId: fc.oneof(fc.integer(), fc.string({ maxLength: 4 }), fc.constant(null)),
      action: fc.oneof(fc.jsonValue(), fc.record({ type: fc.integer() })),
      expectedVersion: fc.oneof(fc.double(), fc.string(), fc.integer({ min: -5, max: -1 })),
      seat: fc.oneof(fc.integer({ min: 16, max: 1000 }), fc.string()),
      bot: fc.string({ maxLength: 6 }),
      text: fc.oneof(fc.integer(), fc.constant(''), fc.string({ minLength: 501, maxLength: 600 })),
      extra: fc.jsonValue(),
    })
    .chain((full) => fc.subarray(Object.keys(full)).map((keys) => pick(full, ['type', ...keys])))
    .map((m) => JSON.stringify(m));
  const oversized = fc
    .integer({ min: MAX_MESSAGE_BYTES + 1, max: MAX_MESSAGE_BYTES * 3 })
    .map((size) => JSON.stringify({ type: 'chat', text: 'x'.repeat(size) }));
  return fc
    .oneof(anyJson, notJson, unknownType, knownTypeWrongFields, knownTypeWrongFields, oversized)
    .filter((text) => !isValidMessage(text));
}

function pick(record: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, record[key]]));
}

function isValidMessage(text: string): boolean {
  try {
    return clientMessageSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

describe('fuzz: hostile messages', () => {
  let db: ReturnType<typeof tempDbFile>;
  let server: Server;
  let roomId: string;
  let token: string;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    db = tempDbFile();
    server = await startTestServer({
      dbFile: db.file,
      limits: { rate: { perSecond: 1_000_000, burst: 1_000_000 } },
    });
    const host = await createRoom(server.url, { game: 'toy', seats: 2 });
    roomId = host.roomId;
    token = host.token;
    await claimSeat(server.url, roomId, 'Guest');
    const client = await TestClient.connect(server.wsUrl);
    clients.push(client);
    await client.join(roomId, token);
    client.send({ type: 'start' });
    await client.nextUpdate(0);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await server.close();
    db.cleanup();
  });

  test('thousands of random invalid messages each get an error, change nothing, and the server stays up', async () => {
    const messages = fc.sample(hostileMessage(), { numRuns: 3000, seed: 7 });
    const room = (await server.server.registry.get(roomId))!;

    // A joined seat, a spectator and a connection that never joined each get a third of them.
    const seat = await TestClient.connect(server.wsUrl);
    const spectator = await TestClient.connect(server.wsUrl);
    const stranger = await TestClient.connect(server.wsUrl);
    clients.push(seat, spectator, stranger);
    await seat.join(roomId, token);
    await spectator.join(roomId);
    const targets = [seat, spectator, stranger];
    const before = {
      hash: room.stateHash(),
      version: room.version,
      info: JSON.stringify(room.info()),
    };
    const errorsBefore = targets.map((c) => c.messages.filter((m) => m.type === 'error').length);
    messages.forEach((text, i) => {
      targets[i % 3]!.send(text);
    });
    const expected = targets.map((_, t) => messages.filter((_m, i) => i % 3 === t).length);
    await expect
      .poll(
        () =>
          targets.map(
            (c, t) => c.messages.filter((m) => m.type === 'error').length - errorsBefore[t]!,
          ),
        {
          timeout: 20_000,
        },
      )
      .toEqual(expected);

    expect(room.stateHash()).toBe(before.hash);
    expect(room.version).toBe(before.version);
    expect(JSON.stringify(room.info())).toBe(before.info);
    const health = await api<{ ok: boolean }>(server.url, 'GET', '/healthz');
    expect(health.body.ok).toBe(true);

    // The seat can still play a legal move afterwards.
    const update = seat.latestUpdate()!;
    seat.send({ type: 'act', action: update.legal[0], expectedVersion: update.version });
    expect((await seat.nextUpdate(update.version + 1)).version).toBe(update.version + 1);
  });

  test('a frame beyond the transport limit closes the connection; the server stays up', async () => {
    const client = await TestClient.connect(server.wsUrl);
    clients.push(client);
    client.send('x'.repeat(200 * 1024));
    await expect.poll(() => client.closeCode, { timeout: 15_000 }).toBe(1009);
    expect((await api<{ ok: boolean }>(server.url, 'GET', '/healthz')).body.ok).toBe(true);
  });
});
