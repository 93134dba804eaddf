import fc from 'fast-check';
import { asSeat, jsonEqual, stateHash } from '@tavern/engine';
import type { RoomMessage } from '@tavern/engine/protocol';
import { propertyRuns } from '@tavern/engine/test-kit';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Room } from '../src/index';
import { TestClient } from './fixtures/test-client';
import { claimSeat, createRoom, startTestServer, tempDbFile } from './fixtures/test-server';
import { toyGame, type ToyAction, type ToyState } from './fixtures/toy-game';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** What the test believes about the room. */
interface Model {
  state: ToyState;
  version: number;
  readonly connected: boolean[];
}

/** The real thing: a room on a live server and one client slot per seat. */
interface Real {
  readonly server: Server;
  readonly room: Room;
  readonly roomId: string;
  readonly tokens: readonly string[];
  readonly clients: (TestClient | null)[];
}

const SEATS = 3;

/** After every command: the server's version and state are the model's. */
function agree(model: Model, real: Real): void {
  expect(real.room.version).toBe(model.version);
  expect(real.room.stateHash()).toBe(stateHash(model.state));
}

/** A seat takes its `choice`-th legal action, or, owing nothing, is refused with the right code. */
class ActCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly seat: number,
    readonly choice: number,
  ) {}
  check(model: Readonly<Model>): boolean {
    return model.connected[this.seat] === true;
  }
  async run(model: Model, real: Real): Promise<void> {
    const client = real.clients[this.seat]!;
    const legal = toyGame.legalActions(model.state, asSeat(this.seat));
    if (legal.length === 0) {
      client.send({ type: 'act', action: { type: 'draw' }, expectedVersion: model.version });
      const expected = toyGame.outcome(model.state) === null ? 'notYourDecision' : 'matchFinished';
      expect((await client.nextError()).code).toBe(expected);
    } else {
      const action = legal[this.choice % legal.length] as ToyAction;
      client.send({ type: 'act', action, expectedVersion: model.version });
      const update = await client.nextUpdate(model.version + 1);
      model.state = toyGame.apply(model.state, asSeat(this.seat), action).state;
      model.version++;
      expect(update.version).toBe(model.version);
      expect(jsonEqual(update.view, toyGame.view(model.state, asSeat(this.seat)))).toBe(true);
    }
    agree(model, real);
  }
  toString(): string {
    return `act(${this.seat}, ${this.choice})`;
  }
}

/** A seat acts on an old version: refused as stale, nothing changes. */
class StaleActCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly seat: number) {}
  check(model: Readonly<Model>): boolean {
    return model.connected[this.seat] === true && model.version > 0;
  }
  async run(model: Model, real: Real): Promise<void> {
    const client = real.clients[this.seat]!;
    client.send({ type: 'act', action: { type: 'grab' }, expectedVersion: model.version - 1 });
    expect((await client.nextError()).code).toBe('staleVersion');
    agree(model, real);
  }
  toString(): string {
    return `stale(${this.seat})`;
  }
}

/** A seat's connection drops; the room shows it absent. */
class DisconnectCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly seat: number) {}
  check(model: Readonly<Model>): boolean {
    return model.connected[this.seat] === true;
  }
  async run(model: Model, real: Real): Promise<void> {
    await real.clients[this.seat]!.close();
    real.clients[this.seat] = null;
    model.connected[this.seat] = false;
    await expect
      .poll(() => real.room.info().seats[this.seat]!.connected, { timeout: 15_000 })
      .toBe(false);
    agree(model, real);
  }
  toString(): string {
    return `disconnect(${this.seat})`;
  }
}

/** A seat comes back with its token: its seat, the current version, its own view. */
class ReconnectCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly seat: number) {}
  check(model: Readonly<Model>): boolean {
    return model.connected[this.seat] === false;
  }
  async run(model: Model, real: Real): Promise<void> {
    const client = await TestClient.connect(real.server.wsUrl);
    real.clients[this.seat] = client;
    const joined = await client.join(real.roomId, real.tokens[this.seat]);
    expect(joined.viewer).toBe(this.seat);
    const update = await client.nextUpdate(model.version);
    expect(update.version).toBe(model.version);
    expect(jsonEqual(update.view, toyGame.view(model.state, asSeat(this.seat)))).toBe(true);
    model.connected[this.seat] = true;
    const seen = (m: { type: string }): m is RoomMessage => m.type === 'room';
    expect(
      joined.room.seats[this.seat]!.connected ||
        (await client.next(seen)).room.seats[this.seat]!.connected,
    ).toBe(true);
    agree(model, real);
  }
  toString(): string {
    return `reconnect(${this.seat})`;
  }
}

describe('room lifecycle against a model', () => {
  let db: ReturnType<typeof tempDbFile>;
  let server: Server;
  let nextSeed = '';

  beforeAll(async () => {
    db = tempDbFile();
    server = await startTestServer({ dbFile: db.file, newSeed: () => nextSeed });
  });
  afterAll(async () => {
    await server.close();
    db.cleanup();
  });

  test('acts, stale acts, disconnects and reconnects keep server and model in step', async () => {
    const seat = fc.integer({ min: 0, max: SEATS - 1 });
    const commands = fc.commands(
      [
        fc.tuple(seat, fc.nat()).map(([s, c]) => new ActCommand(s, c)),
        fc.tuple(seat, fc.nat()).map(([s, c]) => new ActCommand(s, c)),
        seat.map((s) => new StaleActCommand(s)),
        seat.map((s) => new DisconnectCommand(s)),
        seat.map((s) => new ReconnectCommand(s)),
      ],
      { maxCommands: 30 },
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 6 }), commands, async (seed, cmds) => {
        nextSeed = seed;
        const host = await createRoom(server.url, { game: 'toy', seats: SEATS });
        const tokens = [host.token];
        for (let s = 1; s < SEATS; s++)
          tokens.push((await claimSeat(server.url, host.roomId, `P${s}`)).token);
        const clients: (TestClient | null)[] = await Promise.all(
          tokens.map(() => TestClient.connect(server.wsUrl)),
        );
        try {
          for (const [s, client] of clients.entries()) await client!.join(host.roomId, tokens[s]);
          clients[0]!.send({ type: 'start' });
          await Promise.all(clients.map((client) => client!.nextUpdate(0)));
          const room = (await server.server.registry.get(host.roomId))!;
          const model: Model = {
            state: toyGame.setup(SEATS, seed, toyGame.defaultOptions),
            version: 0,
            connected: clients.map(() => true),
          };
          const real: Real = { server, room, roomId: host.roomId, tokens, clients };
          agree(model, real);
          await fc.asyncModelRun(() => ({ model, real }), cmds);
        } finally {
          await Promise.all(clients.map((client) => client?.close() ?? Promise.resolve()));
        }
      }),
      { numRuns: propertyRuns(15), seed: 4242 },
    );
  });
});
