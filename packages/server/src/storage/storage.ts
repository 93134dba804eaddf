import type { BotKind, RoomStatus } from '@tavern/engine/protocol';

/** A room as stored. JSON columns hold the game options. */
export interface RoomRecord {
  readonly id: string;
  readonly game: string;
  readonly options: unknown;
  readonly numSeats: number;
  readonly status: RoomStatus;
  readonly isPublic: boolean;
  readonly turnSeconds: number;
  readonly hostSeat: number;
  /** Set when the game starts: the match seed and the rules version it runs under. */
  readonly seed: string | null;
  readonly rulesVersion: string | null;
  /** ms since the epoch. */
  readonly createdAt: number;
  readonly creatorAddress: string;
  /** Seeds bots' randomness (`rooms/bot-secret.ts`); never sent to anyone. */
  readonly botSecret: string;
  /** When the match ended (ms since the epoch), for retention; null until then. */
  readonly finishedAt: number | null;
}

/** A seat as stored; empty seats have no row. */
export interface SeatRecord {
  readonly roomId: string;
  readonly seat: number;
  readonly name: string;
  readonly kind: 'human' | 'bot';
  readonly bot: BotKind | null;
  /** SHA-256 (hex) of the seat token; null for bots. The token itself is never stored. */
  readonly tokenHash: string | null;
}

/** Who decided a logged action (`autoPass`: the server declined a window the person could not answer). */
export type ActionSource = 'player' | 'bot' | 'timeout' | 'autoPass';

/** One logged action; (roomId, seq) is unique, which serialises writers. */
export interface ActionRecord {
  readonly roomId: string;
  /** 0-based position in the room's log. */
  readonly seq: number;
  readonly seat: number;
  readonly action: unknown;
  readonly source: ActionSource;
  readonly at: number;
}

/** A stored copy of a room's state after `seq + 1` actions, with its hash, to check replays. */
export interface SnapshotRecord {
  readonly roomId: string;
  readonly seq: number;
  readonly state: unknown;
  readonly hash: string;
}

/** What else an action's commit records, atomically with it. */
export interface ActionEffects {
  /** The action ended the game: mark the room finished (at the action's time). */
  readonly finished?: boolean;
  /** A snapshot of the state after the action. */
  readonly snapshot?: SnapshotRecord;
}

/** Thrown when an action's (room, seq) already exists: another writer won. */
export class SeqConflictError extends Error {
  override readonly name = 'SeqConflictError';
}

/**
 * Where rooms, seats and action logs live. Every method resolves only once the write is durable,
 * so a caller may acknowledge after awaiting it: `SqliteStorage` (one process) and `PostgresStorage`
 * (cluster mode) keep the same contract (`test/fixtures/storage-contract.ts`).
 */
export interface Storage {
  createRoom(room: RoomRecord, hostSeat: SeatRecord): Promise<void>;
  /** Puts a person or bot in an empty seat; resolves false if the seat was already taken. */
  claimSeat(seat: SeatRecord): Promise<boolean>;
  releaseSeat(roomId: string, seat: number): Promise<void>;
  /** Marks the room started with its seed and rules version. */
  startRoom(roomId: string, seed: string, rulesVersion: string): Promise<void>;
  finishRoom(roomId: string, at: number): Promise<void>;
  /** Deletes a room with its seats, log and snapshots (an abandoned room that expired). */
  deleteRoom(roomId: string): Promise<void>;
  /** Deletes every room that finished before `before` (ms), with its data; resolves how many. */
  purgeFinishedBefore(before: number): Promise<number>;
  /** Proves the database takes writes now (for `/readyz`). */
  checkWritable(): Promise<void>;
  /**
   * Appends one action (with its effects, in the same commit); rejects with `SeqConflictError`,
   * and records nothing, if (roomId, seq) exists.
   */
  appendAction(action: ActionRecord, effects?: ActionEffects): Promise<void>;
  saveSnapshot(snapshot: SnapshotRecord): Promise<void>;
  getRoom(roomId: string): Promise<RoomRecord | null>;
  getSeats(roomId: string): Promise<SeatRecord[]>;
  /** The room's log in order. */
  getActions(roomId: string): Promise<ActionRecord[]>;
  latestSnapshot(roomId: string): Promise<SnapshotRecord | null>;
  /** Ids of rooms that are not finished, to resume after a restart. */
  unfinishedRoomIds(): Promise<string[]>;
  close(): Promise<void>;
}
