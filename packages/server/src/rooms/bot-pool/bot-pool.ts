import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { Logger } from 'pino';
import { Counter, Histogram, type Registry } from 'prom-client';
import type { Clock } from '../../clock';
import { addressKey, type AddressPrefixes } from '../../limits/address-key';
import type { SearchWorkerData } from './search-worker';
import {
  DEFAULT_WORKER_GAMES,
  type SearchTask,
  type SearchAnswer,
  type WorkerGameSource,
} from './search-task';

/** How the searching bots share the machine. */
export interface BotPoolSettings {
  /** Worker threads that search. Default: one per core but one, which the event loop keeps. */
  readonly threads: number;
  /** Searches that may wait for a thread; when it is full, the heuristic decides at once. */
  readonly queue: number;
  /** Searches one room may have queued or running at once (a simultaneous window asks several). */
  readonly perRoom: number;
  /** Searches the rooms created from one address prefix may have queued or running at once. */
  readonly perAddress: number;
  /** Where the workers import the games from (the server's own games by default). */
  readonly games: readonly WorkerGameSource[];
}

/** Defaults sized to this machine. */
export function defaultBotPoolSettings(): BotPoolSettings {
  const threads = Math.max(1, availableParallelism() - 1);
  return { threads, queue: 2 * threads, perRoom: 2, perAddress: 4, games: DEFAULT_WORKER_GAMES };
}

/** Why a searching bot's decision was left to the heuristic instead. */
export type FallbackReason = 'roomLimit' | 'addressLimit' | 'queueFull' | 'timedOut' | 'failed';

/** What the pool did with one decision. */
export type SearchOutcome =
  | { readonly kind: 'searched'; readonly choice: number }
  | { readonly kind: 'fallback'; readonly reason: FallbackReason };

/** Whose search it is, for the per-room and per-address limits. */
export interface SearchOwner {
  readonly roomId: string;
  /** The address the room was created from (its prefix is what the limit counts). */
  readonly address: string;
}

/** What the pool needs from the server. */
export interface BotPoolDeps {
  readonly logger: Logger;
  readonly clock: Clock;
  /** Where its metrics go (the server's registry). */
  readonly registry: Registry;
  readonly addressPrefixes: AddressPrefixes;
}

/** The `#inFlight` key counting every search of the pool. */
const ALL = 'all';
/** Worker threads below the event loop's priority, so a search never delays an update. */
const WORKER_NICE = 10;
/** Time a new thread may take to start and import the games (tsx compiles them from sources). */
const THREAD_START_MS = 10_000;
/** Threads left idle this long exit (and are started again on the next search). */
const IDLE_TIMEOUT_MS = 5 * 60 * 1000;
/** At most one "fell back" line per this many ms (each says how many decisions it stands for). */
const FALLBACK_LOG_EVERY_MS = 10_000;

/**
 * The searching bots' worker threads (piscina): a bot's decision is posted with its `BotInput`,
 * searched off the event loop, and answered with the index of the chosen legal action. The queue
 * is bounded and so is each room's and each address's share; past a bound the decision falls back
 * to the game's heuristic bot at once (logged, counted in `tavern_bot_fallbacks_total`) rather than
 * wait behind searches that may take seconds. Threads start on the first search.
 */
export class BotPool {
  readonly #settings: BotPoolSettings;
  readonly #pool: Piscina<SearchTask, SearchAnswer>;
  readonly #logger: Logger;
  readonly #clock: Clock;
  readonly #prefixes: AddressPrefixes;
  readonly #inFlight = new Map<string, number>();
  readonly #fallbacks: Counter<'reason'>;
  readonly #searchSeconds: Histogram<'game'>;
  #fallbackLog = { at: -Infinity, unlogged: 0 };
  #closing = false;

  constructor(settings: BotPoolSettings, deps: BotPoolDeps) {
    this.#settings = settings;
    this.#logger = deps.logger;
    this.#clock = deps.clock;
    this.#prefixes = deps.addressPrefixes;
    const workerData: SearchWorkerData = { games: settings.games };
    this.#pool = new Piscina<SearchTask, SearchAnswer>({
      ...workerEntry(),
      workerData,
      minThreads: 0,
      maxThreads: settings.threads,
      maxQueue: settings.queue,
      idleTimeout: IDLE_TIMEOUT_MS,
      niceIncrement: WORKER_NICE,
    });
    // A thread that fails outside a task (e.g. cannot load its file): its searches time out.
    this.#pool.on('error', (error: unknown) => {
      this.#logger.error({ err: error }, 'a bot worker thread failed');
    });
    this.#fallbacks = new Counter({
      name: 'tavern_bot_fallbacks_total',
      help: 'Searching bots decisions left to the heuristic, by reason.',
      labelNames: ['reason'],
      registers: [deps.registry],
    });
    this.#searchSeconds = new Histogram({
      name: 'tavern_bot_search_seconds',
      help: 'Time a searching bot spent on one decision in its worker thread.',
      labelNames: ['game'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 5],
      registers: [deps.registry],
    });
  }

  /** Searches one decision on a worker thread, or says why the heuristic should decide it. */
  async search(task: SearchTask, owner: SearchOwner): Promise<SearchOutcome> {
    const roomKey = `room:${owner.roomId}`;
    const addressKeyed = `address:${addressKey(owner.address, this.#prefixes)}`;
    if (this.#count(roomKey) >= this.#settings.perRoom) return this.#fallBack('roomLimit', owner);
    if (this.#count(addressKeyed) >= this.#settings.perAddress) {
      return this.#fallBack('addressLimit', owner);
    }
    // Every task of the pool comes through here, so this count is its threads' load plus its queue.
    if (this.#count(ALL) >= this.#settings.threads + this.#settings.queue) {
      return this.#fallBack('queueFull', owner);
    }
    const keys = [ALL, roomKey, addressKeyed];
    for (const key of keys) this.#inFlight.set(key, this.#count(key) + 1);
    // However slow the machine, the seat is answered: a search that neither starts nor ends in
    // time (a thread that cannot start, a queue that does not move) is abandoned.
    const abandon = new AbortController();
    const timer = this.#clock.schedule(this.#answerWithinMs(task), () => {
      abandon.abort();
    });
    try {
      const answer = await this.#pool.run(task, { signal: abandon.signal });
      this.#searchSeconds.observe({ game: task.game }, answer.ms / 1000);
      return { kind: 'searched', choice: answer.choice };
    } catch (error) {
      if (abandon.signal.aborted) return this.#fallBack('timedOut', owner);
      // Stopping: the room that asked is closed too and will not apply anything.
      if (this.#closing) return { kind: 'fallback', reason: 'failed' };
      this.#logger.error(
        { err: error, room: owner.roomId, game: task.game },
        'a bot search failed',
      );
      return this.#fallBack('failed', owner);
    } finally {
      timer.cancel();
      for (const key of keys) {
        const left = this.#count(key) - 1;
        if (left > 0) this.#inFlight.set(key, left);
        else this.#inFlight.delete(key);
      }
    }
  }

  /** Stops the threads (searches still running are abandoned). */
  async close(): Promise<void> {
    this.#closing = true;
    await this.#pool.destroy();
  }

  /** The search's ceiling, the turns of the searches it may wait behind, and a thread's start. */
  #answerWithinMs(task: SearchTask): number {
    const { threads, queue } = this.#settings;
    return task.budget.ceilingMs * (1 + Math.ceil(queue / threads)) + THREAD_START_MS;
  }

  #count(key: string): number {
    return this.#inFlight.get(key) ?? 0;
  }

  #fallBack(reason: FallbackReason, owner: SearchOwner): SearchOutcome {
    this.#fallbacks.inc({ reason });
    const now = this.#clock.now();
    if (now - this.#fallbackLog.at < FALLBACK_LOG_EVERY_MS) {
      this.#fallbackLog.unlogged++;
    } else {
      this.#logger.warn(
        { reason, room: owner.roomId, alsoSince: this.#fallbackLog.unlogged },
        'bot search refused (pool saturated or limit reached); the heuristic decides',
      );
      this.#fallbackLog = { at: now, unlogged: 0 };
    }
    return { kind: 'fallback', reason };
  }
}

/**
 * The worker file, built or from the TypeScript sources. From sources, a bootstrap registers the
 * tsx loader first (`source-worker.js`), and the "@tavern/source" condition makes the worker
 * import the workspace packages' sources too.
 */
function workerEntry(): { filename: string; execArgv?: string[] } {
  if (!import.meta.url.endsWith('.ts')) {
    return { filename: new URL('./search-worker.js', import.meta.url).href };
  }
  const filename = new URL('./source-worker.js', import.meta.url).href;
  return { filename, execArgv: ['--conditions=@tavern/source'] };
}
