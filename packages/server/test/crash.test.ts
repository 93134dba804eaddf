import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Match, asSeat, jsonEqual } from '@tavern/engine';
import type { UpdateMessage } from '@tavern/engine/protocol';
import { afterEach, describe, expect, test } from 'vitest';
import { SqliteStorage } from '../src/index';
import { replayRoomMatch } from '../src/index';
import { TestClient } from './fixtures/test-client';
import { api, claimSeat, createRoom, tempDbFile } from './fixtures/test-server';
import { toyGame } from './fixtures/toy-game';

const CHILD = fileURLToPath(new URL('./fixtures/serve-child.ts', import.meta.url));

/** Starts the server in a child process and resolves with its URL once it listens. */
function spawnServer(dbFile: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dbFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      resolve({ child, url: (JSON.parse(line) as { url: string }).url });
    });
    child.once('exit', (code) => {
      reject(new Error(`server child exited early (${code})`));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else
      child.once('exit', () => {
        resolve();
      });
  });
}

describe('crash safety', () => {
  const children: ChildProcess[] = [];
  const clients: TestClient[] = [];
  const db = tempDbFile();

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    for (const child of children.splice(0)) {
      child.kill('SIGKILL');
      await exited(child);
    }
    db.cleanup();
  });

  test('SIGKILL during a stream of actions loses no acknowledged action; the restart matches a replay', async () => {
    const first = await spawnServer(db.file);
    children.push(first.child);
    const host = await createRoom(first.url, { game: 'toy', seats: 4, options: { handSize: 4 } });
    const tokens = [host.token];
    for (const name of ['B', 'C', 'D'])
      tokens.push((await claimSeat(first.url, host.roomId, name)).token);
    const wsUrl = (url: string): string => `${url.replace('http', 'ws')}/ws`;
    const seats = await Promise.all(tokens.map(() => TestClient.connect(wsUrl(first.url))));
    clients.push(...seats);
    for (const [seat, client] of seats.entries()) await client.join(host.roomId, tokens[seat]);
    seats[0]!.send({ type: 'start' });
    for (const client of seats) void client.autoplay();

    // Every update a client received acknowledges the actions before its version.
    await expect
      .poll(() => seats[0]!.latestUpdate()?.version ?? 0, { interval: 1, timeout: 30_000 })
      .toBeGreaterThanOrEqual(12);
    first.child.kill('SIGKILL');
    await exited(first.child);
    const acknowledged: { seat: number; update: UpdateMessage }[] = seats.flatMap((client, seat) =>
      client.messages
        .filter((m): m is UpdateMessage => m.type === 'update')
        .map((update) => ({ seat, update })),
    );
    const highest = Math.max(...acknowledged.map((a) => a.update.version));

    const second = await spawnServer(db.file);
    children.push(second.child);
    const storage = new SqliteStorage(db.file);
    try {
      const record = (await storage.getRoom(host.roomId))!;
      const log = await storage.getActions(host.roomId);
      expect(log.length).toBeGreaterThanOrEqual(highest);

      // Each acknowledged view is exactly what the stored log replays to at that version.
      const header = {
        game: 'toy',
        rulesVersion: record.rulesVersion!,
        seed: record.seed!,
        numPlayers: 4,
        options: record.options as { handSize: number },
      };
      const match = new Match(toyGame, header);
      const viewsAt: unknown[][] = [[0, 1, 2, 3].map((s) => toyGame.view(match.state, asSeat(s)))];
      for (const entry of log) {
        match.act(asSeat(entry.seat), entry.action as Parameters<typeof match.act>[1]);
        viewsAt.push([0, 1, 2, 3].map((s) => toyGame.view(match.state, asSeat(s))));
      }
      for (const { seat, update } of acknowledged) {
        expect(jsonEqual(update.view, viewsAt[update.version]![seat])).toBe(true);
      }

      const resumed = await api<{ hash: string; version: number }>(
        second.url,
        'GET',
        `/test/rooms/${host.roomId}/hash`,
      );
      expect(resumed.body.version).toBe(log.length);
      expect(resumed.body.hash).toBe(match.hash());
      expect(replayRoomMatch(toyGame as never, record, log).hash()).toBe(match.hash());
    } finally {
      await storage.close();
    }

    // The resumed room plays on to the end.
    const again = await Promise.all(tokens.map(() => TestClient.connect(wsUrl(second.url))));
    clients.push(...again);
    for (const [seat, client] of again.entries()) await client.join(host.roomId, tokens[seat]);
    const ends = await Promise.all(again.map((client) => client.autoplay()));
    expect(ends[0]!.outcome).not.toBeNull();
  });
});
