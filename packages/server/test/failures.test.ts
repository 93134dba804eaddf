import { InvariantError, type AnyGameModule, type GameDef } from '@tavern/engine';
import { afterEach, describe, expect, test } from 'vitest';
import {
  createServer,
  SqliteStorage,
  type ActionEffects,
  type ActionRecord,
  type TavernServer,
} from '../src/index';
import { TestClient } from './fixtures/test-client';
import { claimSeat, createRoom, tempDbFile } from './fixtures/test-server';
import {
  toyGame,
  toyModule,
  type ToyAction,
  type ToyOptions,
  type ToyState,
  type ToyView,
} from './fixtures/toy-game';

/** SQLite storage whose next `failures` action writes fail, as a full disk would. */
class FlakyStorage extends SqliteStorage {
  failures = 0;
  override appendAction(action: ActionRecord, effects?: ActionEffects): Promise<void> {
    if (this.failures > 0) {
      this.failures--;
      return Promise.reject(new Error('disk full'));
    }
    return super.appendAction(action, effects);
  }
}

/** The toy game with a planted bug: drawing breaks an invariant. */
const buggyGame: GameDef<ToyState, ToyAction, ToyView, ToyOptions> = {
  ...toyGame,
  apply(state, seat, action) {
    if (action.type === 'draw') throw new InvariantError(`planted bug: seat ${seat} drew`);
    return toyGame.apply(state, seat, action);
  },
};
const buggyModule: AnyGameModule = { ...toyModule, def: buggyGame };

describe('failures are contained', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function start(storage: SqliteStorage, games: readonly AnyGameModule[]) {
    const server: TavernServer = await createServer({
      games,
      storage,
      logger: 'silent',
      rooms: { botDelayMs: 0 },
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
    cleanups.push(
      () => storage.close(),
      () => server.close(),
    );
    return { server, url, wsUrl: `${url.replace('http', 'ws')}/ws` };
  }

  async function startedRoom(url: string, wsUrl: string) {
    const host = await createRoom(url, { game: 'toy', seats: 2 });
    await claimSeat(url, host.roomId, 'Guest');
    const client = await TestClient.connect(wsUrl);
    cleanups.push(() => client.close());
    await client.join(host.roomId, host.token);
    client.send({ type: 'start' });
    return { client, roomId: host.roomId, update: await client.nextUpdate(0) };
  }

  test('a failed write is not acknowledged, changes nothing, and the room goes on', async () => {
    const db = tempDbFile();
    cleanups.push(db.cleanup);
    const storage = new FlakyStorage(db.file);
    const { server, url, wsUrl } = await start(storage, [toyModule]);
    const { client, roomId, update } = await startedRoom(url, wsUrl);
    const room = (await server.registry.get(roomId))!;
    const before = room.stateHash();
    storage.failures = 1;
    client.send({ type: 'act', action: update.legal[0], expectedVersion: 0 });
    expect((await client.nextError()).code).toBe('internal');
    expect(room.version).toBe(0);
    expect(room.stateHash()).toBe(before);
    client.send({ type: 'act', action: update.legal[0], expectedVersion: 0 });
    expect((await client.nextUpdate(1)).version).toBe(1);
    expect(await storage.getActions(roomId)).toHaveLength(1);
  });

  test('a rules bug answers internal to the sender and leaves the match as it was', async () => {
    const db = tempDbFile();
    cleanups.push(db.cleanup);
    const { server, url, wsUrl } = await start(new SqliteStorage(db.file), [buggyModule]);
    const { client, roomId, update } = await startedRoom(url, wsUrl);
    const room = (await server.registry.get(roomId))!;
    const before = room.stateHash();
    client.send({ type: 'act', action: { type: 'draw' }, expectedVersion: update.version });
    const error = await client.nextError();
    expect(error.code).toBe('internal');
    expect(room.stateHash()).toBe(before);
    const play = update.legal.find((action) => action.type === 'play')!;
    client.send({ type: 'act', action: play, expectedVersion: update.version });
    expect((await client.nextUpdate(1)).version).toBe(1);
  });
});
