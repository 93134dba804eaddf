import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Action } from '@tavern/engine';
import type { UpdateMessage } from '@tavern/engine/protocol';
import { defaultGames, SqliteStorage } from '../src/index';
import { AutoPass, cannotAnswer, secureDelay } from '../src/rooms/auto-pass';
import { ManualClock } from './fixtures/manual-clock';
import { TestClient } from './fixtures/test-client';
import { createRoom, startTestServer, tempDbFile } from './fixtures/test-server';

const PASS: Action = { type: 'pass' };
const DODGE: Action = { type: 'respond' };

/** Lets zero-delay tasks and socket traffic run. */
const settle = (ms = 10) => new Promise((resolve) => setTimeout(resolve, ms));

describe('which windows a seat cannot answer', () => {
  test('only a game that declares its declining moves, and only when nothing else is legal', () => {
    expect(cannotAnswer('sanguosha', [PASS])).toBe(true);
    expect(cannotAnswer('sanguosha', [PASS, DODGE])).toBe(false);
    expect(cannotAnswer('sanguosha', [])).toBe(false);
    expect(cannotAnswer('regicide', [PASS])).toBe(false);
  });

  test('delays are drawn from the whole range, never outside it', () => {
    const draws = Array.from({ length: 400 }, () => secureDelay({ min: 100, max: 110 }));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(100);
    expect(Math.max(...draws)).toBeLessThanOrEqual(110);
    expect(new Set(draws).size).toBeGreaterThan(5);
    expect(secureDelay({ min: 50, max: 50 })).toBe(50);
  });
});

describe('the automatic pass of one room', () => {
  const setUp = (delays: number[]) => {
    const clock = new ManualClock();
    const passes: { seat: number; action: Action; at: number }[] = [];
    const drawn: number[] = [];
    const autoPass = new AutoPass('sanguosha', clock, () => {
      const delay = delays.shift() ?? 1000;
      drawn.push(delay);
      return delay;
    });
    const plan = (
      legal: Readonly<Record<number, readonly Action[]>>,
      automated: readonly number[] = [],
    ) => {
      autoPass.plan({
        toAct: Object.keys(legal).map(Number),
        isAutomated: (seat) => automated.includes(seat),
        legalFor: (seat) => legal[seat] ?? [],
        onPass: (seat, action) => passes.push({ seat, action, at: clock.now() }),
      });
    };
    return { clock, passes, drawn, autoPass, plan, start: clock.now() };
  };

  test('a person who can only pass is passed after the drawn delay, not before', () => {
    const { clock, passes, plan, start } = setUp([1500]);
    plan({ 2: [PASS] });
    clock.advance(1499);
    expect(passes).toEqual([]);
    clock.advance(1);
    expect(passes).toEqual([{ seat: 2, action: PASS, at: start + 1500 }]);
  });

  test('a person with a card that answers, a bot, and a person who turned it off are all left to decide', () => {
    const { clock, passes, drawn, autoPass, plan } = setUp([]);
    autoPass.setEnabled(3, false);
    plan({ 0: [PASS, DODGE], 1: [PASS], 3: [PASS] }, [1]);
    clock.advance(60_000);
    expect(passes).toEqual([]);
    expect(drawn).toEqual([]);
    autoPass.setEnabled(3, true);
    plan({ 3: [PASS] });
    clock.advance(60_000);
    expect(passes.map((pass) => pass.seat)).toEqual([3]);
  });

  test("a seat's delay is drawn once per decision: another seat's answer does not restart it", () => {
    const { clock, passes, drawn, autoPass, plan, start } = setUp([2000, 800, 3000]);
    plan({ 0: [PASS], 1: [PASS] });
    clock.advance(800);
    expect(passes.map((pass) => pass.seat)).toEqual([1]);
    autoPass.decided(1);
    // The window goes on without seat 1 (a Negate window closes on everyone's pass).
    plan({ 0: [PASS] });
    clock.advance(1199);
    expect(passes).toHaveLength(1);
    clock.advance(1);
    expect(passes.at(-1)).toEqual({ seat: 0, action: PASS, at: start + 2000 });
    expect(drawn).toEqual([2000, 800]);
    // Seat 0's next window draws afresh.
    autoPass.decided(0);
    plan({ 0: [PASS] });
    expect(autoPass.dueAt(0)).toBe(clock.now() + 3000);
  });

  test('a window that closes before the delay cancels the pass', () => {
    const { clock, passes, autoPass, plan } = setUp([1000]);
    plan({ 0: [PASS] });
    plan({ 1: [PASS, DODGE] });
    clock.advance(5000);
    expect(passes).toEqual([]);
    expect(autoPass.dueAt(0)).toBeNull();
  });
});

/** A Sanguosha room of one person and three heuristic bots, on a manual clock. */
async function sanguoshaRoom(autoPassOn: boolean) {
  const db = tempDbFile();
  const clock = new ManualClock();
  const server = await startTestServer({
    dbFile: db.file,
    clock,
    games: defaultGames,
    rooms: { botDelayMs: 0, autoPassDelayMs: { min: 400, max: 600 } },
  });
  const host = await createRoom(server.url, { game: 'sanguosha', seats: 4, turnSeconds: 0 });
  const person = await TestClient.connect(server.wsUrl);
  const close = async () => {
    await person.close();
    await server.close();
    db.cleanup();
  };
  await person.join(host.roomId, host.token);
  if (!autoPassOn) person.send({ type: 'autoPass', on: false });
  for (const seat of [1, 2, 3]) {
    person.send({ type: 'addBot', seat, bot: 'heuristic' });
    await person.next((m) => m.type === 'room' && m.room.seats[seat]?.kind === 'bot');
  }
  person.send({ type: 'start' });
  const room = (await server.server.registry.get(host.roomId))!;
  return { db, clock, person, room, roomId: host.roomId, close };
}

const isPassOnly = (u: UpdateMessage) =>
  u.legal.length > 0 && u.legal.every((a) => a.type === 'pass');

/** The person answers every window it can (its first move that is not a pass) until one it cannot answer. */
async function playUntilOnlyAPass(person: TestClient): Promise<UpdateMessage> {
  let update = await person.nextUpdate(0);
  for (let guard = 0; guard < 600 && !isPassOnly(update); guard++) {
    expect(update.outcome).toBeNull();
    const move = update.legal.find((a) => a.type !== 'pass');
    if (move !== undefined)
      person.send({ type: 'act', action: move, expectedVersion: update.version });
    update = await person.nextUpdate(update.version + 1);
  }
  expect(isPassOnly(update)).toBe(true);
  return update;
}

describe('the automatic pass in a Sanguosha room', () => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  test('a person left with only a pass is passed by the server after the delay, logged as such', async () => {
    const table = await sanguoshaRoom(true);
    close = table.close;
    await playUntilOnlyAPass(table.person);
    // Bots answering the same window may move the version on; the person is still owed.
    table.clock.advance(399);
    await settle();
    expect(await autoPassesOf(table)).toEqual([]);
    expect(table.room.game.toAct(table.room.currentState() as never)).toContain(0);
    table.clock.advance(201);
    await expectStoredPasses(table, [{ seat: 0, action: { type: 'pass' } }]);
  });

  test("a person's own pass of a window the server already passed for them is not an error", async () => {
    const table = await sanguoshaRoom(true);
    close = table.close;
    const window = await playUntilOnlyAPass(table.person);
    table.clock.advance(600);
    await expectStoredPasses(table, [{ seat: 0, action: { type: 'pass' } }]);
    const errorsBefore = table.person.messages.filter((m) => m.type === 'error').length;
    // Sent before the person saw the server's pass: the answer it wanted is the one it has.
    table.person.send({ type: 'act', action: { type: 'pass' }, expectedVersion: window.version });
    table.person.send({ type: 'chat', text: 'after the pass' });
    await table.person.next((m) => m.type === 'chat' && m.text === 'after the pass');
    expect(table.person.messages.filter((m) => m.type === 'error')).toHaveLength(errorsBefore);
    expect(await autoPassesOf(table)).toHaveLength(1);
    // Anything else chosen from that window is still too late.
    table.person.send({
      type: 'act',
      action: { type: 'respond' },
      expectedVersion: window.version,
    });
    expect((await table.person.nextError()).code).toBe('staleVersion');
  });

  test('a person who turned it off is asked and waited for', async () => {
    const table = await sanguoshaRoom(false);
    close = table.close;
    await playUntilOnlyAPass(table.person);
    table.clock.advance(60_000);
    await settle(30);
    expect(await autoPassesOf(table)).toEqual([]);
    expect(table.room.game.toAct(table.room.currentState() as never)).toContain(0);
  });
});

/** Waits (a loaded machine commits in its own time) until the stored automatic passes are `passes`. */
async function expectStoredPasses(
  table: { readonly db: { file: string }; readonly roomId: string },
  passes: readonly { seat: number; action: Action }[],
): Promise<void> {
  await vi.waitFor(
    async () => {
      expect(await autoPassesOf(table)).toEqual(passes);
    },
    { timeout: 10_000, interval: 50 },
  );
}

/** The actions the server stored as automatic passes. */
async function autoPassesOf(table: { readonly db: { file: string }; readonly roomId: string }) {
  const storage = new SqliteStorage(table.db.file);
  try {
    return (await storage.getActions(table.roomId))
      .filter((entry) => entry.source === 'autoPass')
      .map((entry) => ({ seat: entry.seat, action: entry.action }));
  } finally {
    await storage.close();
  }
}
