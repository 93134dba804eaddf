import type { Action, GameDef, GameState, Match } from '@tavern/engine';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { RateLimit } from '../limits/rate-limiter';
import type { BotPool } from './bot-pool/bot-pool';
import type { Metrics } from '../metrics';
import type { Storage } from '../storage/storage';
import type { AutoPassDelay } from './auto-pass';
import type { Room } from './room';

/** A game with its type parameters erased to what the server needs. */
export type ErasedGame = GameDef<GameState, Action, unknown, unknown>;

/** A match of an erased game. */
export type ErasedMatch = Match<GameState, Action, unknown, unknown>;

/** Tunables of room behaviour. */
export interface RoomSettings {
  /** How long a bot "thinks" before acting, so people can follow (0 in tests). */
  readonly botDelayMs: number;
  /** A snapshot (state + hash) is stored every this many actions, and at the end. */
  readonly snapshotEvery: number;
  /** After this many time-outs in a row, a bot plays the seat until its player returns. */
  readonly timeoutsBeforeAutopilot: number;
  /** Spectators one room accepts at once. */
  readonly maxSpectators: number;
  /** Longest pause on a round summary while people read it (default 20 s). */
  readonly summaryPauseMs?: number;
  /** How long the automatic pass of a window a person cannot answer waits (default 1.2–3.5 s). */
  readonly autoPassDelayMs?: AutoPassDelay;
  /**
   * Above this many spectators (default 20) a room's spectators get at most one game update per
   * `spectatorFrameMs` (default 500) and a spectator count at most once a second.
   */
  readonly coalesceSpectatorsAbove?: number;
  readonly spectatorFrameMs?: number;
  /** Chat lines the whole room may relay (default 5 a second, bursts of 20). */
  readonly roomChat?: RateLimit;
}

/** How long rooms live (all in ms). */
export interface RoomLifetimes {
  /** An open room nobody is connected to is deleted after this long. */
  readonly openIdleMs: number;
  /** A playing room nobody is connected to is deleted after this long (bots play on until then). */
  readonly playingIdleMs: number;
  /** A finished room is kept (for its replay) this long after its end, then deleted. */
  readonly finishedRetentionMs: number;
  /** How often expiry is checked. */
  readonly sweepEveryMs: number;
}

/** What every room shares: storage, time, logs, metrics and the seed source. */
export interface RoomContext {
  readonly storage: Storage;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly metrics: Metrics;
  readonly settings: RoomSettings;
  /** The worker threads where searching bots think. */
  readonly botPool: BotPool;
  /** Seeds for new matches (the CSPRNG unless a test injects another source). */
  readonly newSeed: () => string;
  /** Called when a room's match ends (the registry forgets rooms nobody watches). */
  readonly onFinished?: (room: Room) => void;
}
