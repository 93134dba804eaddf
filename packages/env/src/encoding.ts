import type { Action, Seat } from '@tavern/engine';

/**
 * How one game, at one player count, becomes numbers. Everything here reads the acting seat's
 * VIEW, never the state: an encoding cannot leak what the view hides, by construction of its type.
 */
export interface Encoder<V, A extends Action> {
  /** Size of the action space: every action id (token) lies in [0, numActions). */
  readonly numActions: number;
  /** Length of an observation; every entry is an integer in 0..255 (counts are clipped at 255). */
  readonly observationSize: number;
  /**
   * The longest token sequence of one action: 1 when every legal action is a single id (an
   * enumerated space), more when combinatorial actions are decomposed into sequential choices.
   */
  readonly maxTokens: number;
  /**
   * false when `actionTokens` never reads the view (its ids name cards and seats globally), so
   * that the environment can skip building the view for a decision nobody observes.
   */
  readonly tokensReadView?: boolean;
  /**
   * Appends the token sequence of `action` (legal for the view's seat) to `out`. Over one decision
   * the sequences of the legal actions are distinct and none is a proper prefix of another.
   */
  actionTokens(action: A, view: V, seat: Seat, out: number[]): void;
  /** Writes the observation of `view` (seen by `seat`) into `out` at `offset`, all `observationSize` bytes. */
  observe(view: V, seat: Seat, out: Uint8Array, offset: number): void;
}

/** Builds an `Encoder` per player count (the spaces may grow with the table). */
export interface GameEncoding<V, A extends Action, O = unknown> {
  readonly gameId: string;
  /** Why this game's action space has the shape it has (enumerated or decomposed), for docs. */
  readonly summary: string;
  encoder(numPlayers: number, options: O): Encoder<V, A>;
}

/** An encoding with its types erased, as registries hold it. */
export type AnyGameEncoding = GameEncoding<unknown, Action>;

/** A count as an observation byte: clipped to 0..255. */
export function byte(value: number): number {
  return value <= 0 ? 0 : value >= 255 ? 255 : value | 0;
}

/** `seat` as seen from `viewer`: 0 is the viewer, 1 the next seat in turn order, and so on. */
export function relativeSeat(seat: number, viewer: number, numPlayers: number): number {
  // Encoders call this for every seat of every observation: the usual cases without a division.
  const difference = seat - viewer;
  if (difference >= 0 && difference < numPlayers) return difference;
  if (difference < 0 && difference >= -numPlayers) return difference + numPlayers;
  return (difference + numPlayers) % numPlayers;
}

/** The absolute seat `offset` places after `viewer`. */
export function absoluteSeat(offset: number, viewer: number, numPlayers: number): number {
  return (viewer + offset) % numPlayers;
}
