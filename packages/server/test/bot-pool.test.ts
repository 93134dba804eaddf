import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import {
  asSeat,
  Match,
  seededRng,
  type AnyGameModule,
  type GameState,
  type Seat,
} from '@tavern/engine';
import { botForDifficulty, type SearchBudget } from '@tavern/bots';
import { gameModule as regicideModule } from '@tavern/regicide';
import { pino } from 'pino';
import { Registry } from 'prom-client';
import { afterEach, expect, test } from 'vitest';
import { systemClock } from '../src/clock';
import { ConfigError, loadServerEnv, startOptionsFromEnv } from '../src/index';
import { BotPool, type BotPoolSettings } from '../src/rooms/bot-pool/bot-pool';
import type { SearchTask } from '../src/rooms/bot-pool/search-task';
import { chooseBotMove } from '../src/rooms/bot-move';
import { TOY_WORKER_GAME } from './fixtures/test-server';
import { toyModule } from './fixtures/toy-game';

const regicide: AnyGameModule = regicideModule;
const REGICIDE_WORKER_GAME = { specifier: '@tavern/regicide', exportName: 'gameModule' };
/** Enough iterations to differ from the heuristic, a ceiling no test run reaches. */
const BUDGET: SearchBudget = { iterations: 200, ceilingMs: 60_000 };

const pools: BotPool[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) await pool.close();
});

function newPool(
  settings: Partial<BotPoolSettings>,
  logLines: string[] = [],
): { pool: BotPool; registry: Registry } {
  const registry = new Registry();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const pool = new BotPool(
    {
      threads: 1,
      queue: 4,
      perRoom: 4,
      perAddress: 8,
      games: [TOY_WORKER_GAME, REGICIDE_WORKER_GAME],
      ...settings,
    },
    {
      logger: pino({ level: 'warn' }, sink),
      clock: systemClock,
      registry,
      addressPrefixes: { ipv4: 24, ipv6: 64 },
    },
  );
  pools.push(pool);
  return { pool, registry };
}

/** A state `steps` random legal actions after the deal, and the first seat that owes a decision. */
function reachedState(
  module: AnyGameModule,
  players: number,
  seed: string,
  steps: number,
): { state: GameState; seat: Seat } {
  const game = module.def;
  const rng = seededRng(`walk:${seed}`);
  let state = game.setup(players, seed, game.defaultOptions);
  for (let i = 0; i < steps && game.outcome(state) === null; i++) {
    const seat = game.toAct(state)[0] as Seat;
    state = game.apply(state, seat, rng.pick(game.legalActions(state, seat))).state;
  }
  return { state, seat: game.toAct(state)[0] as Seat };
}

function taskAt(
  module: AnyGameModule,
  state: GameState,
  seat: Seat,
  seed: string,
  budget = BUDGET,
): SearchTask {
  const game = module.def;
  return {
    game: game.id,
    level: 'hard',
    budget,
    seat,
    view: game.view(state, seat),
    legal: game.legalActions(state, seat),
    seed,
  };
}

test('a bot in the pool makes the same decision as in-process for the same seed and iteration budget', async () => {
  const { pool } = newPool({});
  let compared = 0;
  for (const [module, players] of [
    [regicide, 2],
    [toyModule, 3],
  ] as const) {
    for (let i = 0, found = 0; found < (module === regicide ? 4 : 8) && i < 60; i++) {
      const { state, seat } = reachedState(
        module,
        players,
        `same${i}`,
        module === regicide ? i * 3 : i % 3,
      );
      const task = taskAt(module, state, seat, `seed${i}`);
      if (module.def.outcome(state) !== null || task.legal.length < 2) continue;
      const inProcess = botForDifficulty(
        module,
        'hard',
        () => performance.now(),
        BUDGET,
      )({
        seat,
        view: module.def.view(state, seat),
        legal: task.legal,
        rng: seededRng(task.seed),
      });
      const outcome = await pool.search(task, { roomId: `r${i}`, address: '127.0.0.1' });
      expect(outcome).toEqual({ kind: 'searched', choice: task.legal.indexOf(inProcess) });
      compared++;
      found++;
    }
  }
  expect(compared).toBe(12);
});

test('saturated: past the room, address and queue bounds the heuristic decides at once, counted and logged once', async () => {
  const lines: string[] = [];
  const { pool, registry } = newPool({ threads: 1, queue: 1, perRoom: 1, perAddress: 2 }, lines);
  const { state, seat } = reachedState(toyModule, 2, 'busy', 0);
  const quick = taskAt(toyModule, state, seat, 'quick', { iterations: 10, ceilingMs: 60_000 });
  const slow = taskAt(toyModule, state, seat, 'slow', { iterations: 1e9, ceilingMs: 400 });
  expect(quick.legal.length).toBeGreaterThan(1);
  // The first search starts the thread; afterwards one search runs while others wait or fall back.
  expect((await pool.search(quick, { roomId: 'warm', address: '10.0.0.1' })).kind).toBe('searched');
  const running = pool.search(slow, { roomId: 'r1', address: '10.0.0.1' });
  expect(await pool.search(quick, { roomId: 'r1', address: '10.0.0.1' })).toEqual({
    kind: 'fallback',
    reason: 'roomLimit',
  });
  const queued = pool.search(slow, { roomId: 'r2', address: '10.0.0.1' });
  // Another address of the same /24 counts as the same visitor.
  expect(await pool.search(quick, { roomId: 'r3', address: '10.0.0.99' })).toEqual({
    kind: 'fallback',
    reason: 'addressLimit',
  });
  expect(await pool.search(quick, { roomId: 'r4', address: '192.0.2.1' })).toEqual({
    kind: 'fallback',
    reason: 'queueFull',
  });
  expect((await running).kind).toBe('searched');
  expect((await queued).kind).toBe('searched');
  // The bounds are shares of what is in flight: once the searches end, everyone may search again.
  expect((await pool.search(quick, { roomId: 'r1', address: '10.0.0.1' })).kind).toBe('searched');
  const counted =
    (await registry.getSingleMetric('tavern_bot_fallbacks_total')?.get())?.values ?? [];
  expect(Object.fromEntries(counted.map((v) => [v.labels['reason'], v.value]))).toEqual({
    roomLimit: 1,
    addressLimit: 1,
    queueFull: 1,
  });
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ reason: 'roomLimit', room: 'r1' });
});

test("a room's searching bot plays the search's choice, or the heuristic's when the pool is saturated", async () => {
  const { pool } = newPool({ threads: 1, queue: 0 });
  const header = {
    game: 'regicide',
    rulesVersion: regicide.def.rulesVersion,
    seed: 'room-seed',
    numPlayers: 2,
    options: regicide.def.defaultOptions,
  };
  const match = Match.replay(regicide.def, header, []);
  const seat = regicide.def.toAct(match.state)[0] as Seat;
  const room = { id: 'room', creatorAddress: '127.0.0.1' };
  const deps = { pool, logger: pino({ level: 'silent' }), budgetOf: () => BUDGET };
  const legal = regicide.def.legalActions(match.state, seat);
  const view = regicide.def.view(match.state, seat);
  const searched = await chooseBotMove(regicide, match, room, seat, 'normal', 'bot-seed', deps);
  const inProcess = botForDifficulty(
    regicide,
    'normal',
    () => performance.now(),
    BUDGET,
  )({ seat, view, legal, rng: seededRng('bot-seed') });
  expect(searched).toEqual(inProcess);
  // A long search holds the only thread and the queue takes nothing: the next decision is the heuristic's.
  const hold = pool.search(
    taskAt(regicide, match.state, seat, 'hold', { iterations: 1e9, ceilingMs: 400 }),
    { roomId: 'other', address: '192.0.2.1' },
  );
  const fallback = await chooseBotMove(regicide, match, room, seat, 'hard', 'bot-seed', deps);
  expect(fallback).toEqual(
    regicide.heuristicBot({ seat: asSeat(seat), view, legal, rng: seededRng('bot-seed') }),
  );
  expect((await hold).kind).toBe('searched');
});

test('the pool is sized from the environment: threads, queue (two per thread unless set), shares', () => {
  expect(startOptionsFromEnv(loadServerEnv({})).bots).toEqual({ perRoom: 2, perAddress: 4 });
  const set = loadServerEnv({ TAVERN_BOT_THREADS: '3', TAVERN_BOT_SEARCHES_PER_ADDRESS: '9' });
  expect(startOptionsFromEnv(set).bots).toEqual({
    threads: 3,
    queue: 6,
    perRoom: 2,
    perAddress: 9,
  });
  const queued = loadServerEnv({ TAVERN_BOT_THREADS: '1', TAVERN_BOT_QUEUE: '0' });
  expect(startOptionsFromEnv(queued).bots).toMatchObject({ threads: 1, queue: 0 });
  for (const bad of [
    { TAVERN_BOT_THREADS: '0' },
    { TAVERN_BOT_QUEUE: 'many' },
    { TAVERN_BOT_SEARCHES_PER_ROOM: '0' },
  ]) {
    expect(() => loadServerEnv(bad)).toThrow(ConfigError);
  }
});
