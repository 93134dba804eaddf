/** The canonical state of a Saboteur match (spec §3.1), as plain JSON. */
import type { CardId, RngState, Seat } from '@tavern/engine';
import type { Role, Tool } from './cards';

/** The phase of the game. */
export type Phase = 'PLAYING' | 'DISTRIBUTING' | 'ROUND_OVER' | 'GAME_OVER';

/** Who won a round. */
export type RoundWinner = 'GOLD_DIGGERS' | 'SABOTEURS';

/** One card in the maze. START and tunnel cards are always face up; goals are face down until reached. */
export interface MazeCell {
  readonly x: number;
  readonly y: number;
  readonly card: CardId;
  /** 0 or 180; a face-down goal keeps 0 until it is turned over and fitted. */
  readonly rotation: 0 | 180;
  readonly faceUp: boolean;
}

/** A card on the discard pile; `by` is the seat that discarded it face down, or null if it was public. */
export interface DiscardEntry {
  readonly card: CardId;
  readonly by: Seat | null;
}

/** A goal card a player looked at with a map this round. */
export interface Peek {
  readonly x: number;
  readonly y: number;
  readonly card: CardId;
}

/** The broken-tool cards in front of a player, one per tool at most. */
export type BrokenTools = Readonly<Partial<Record<Tool, CardId>>>;

/** The gold-digger picking in progress (spec §4.2). */
export interface Distribution {
  readonly finder: Seat;
  readonly picker: Seat;
  /** Nugget cards still to pick, top first. */
  readonly stack: readonly CardId[];
}

/** What became public when the round ended (spec §4.1). */
export interface RoundResult {
  readonly winner: RoundWinner;
  readonly finder: Seat | null;
  readonly roles: readonly Role[];
  readonly asideRole: Role;
  /** Goal identities by position. */
  readonly goals: readonly Peek[];
  /** Nugget cards received this round, by seat (values private to the receiver until game end). */
  readonly received: readonly (readonly CardId[])[];
}

/** Public per-seat counts of this round's plays, which bots read as evidence about roles. */
export interface PlayRecord {
  readonly paths: number;
  readonly deadEnds: number;
  readonly rockfalls: number;
  readonly toolsBroken: number;
  readonly repairs: number;
}

/** Totals across rounds for simulations. */
export interface Tally {
  readonly minerRoundsWon: number;
  readonly saboteurRoundsWon: number;
  /** Nugget value received by players while they were gold-diggers / saboteurs. */
  readonly goldMiners: number;
  readonly goldSaboteurs: number;
  /** Seat-rounds played as each role, to average gold per player. */
  readonly minerSeatRounds: number;
  readonly saboteurSeatRounds: number;
}

/** The whole match. */
export interface SaboteurState {
  readonly rng: RngState;
  readonly playerCount: number;
  readonly round: number;
  readonly phase: Phase;
  /** Seat whose turn it is in PLAYING; null otherwise. */
  readonly current: Seat | null;
  /** Role card id per seat (e.g. "SABOTEUR#2"): unique tokens, so the leak check can permute them. */
  readonly roles: readonly CardId[];
  readonly asideRole: CardId;
  readonly hands: readonly (readonly CardId[])[];
  /** Top first. */
  readonly drawPile: readonly CardId[];
  readonly discard: readonly DiscardEntry[];
  readonly maze: readonly MazeCell[];
  readonly broken: readonly BrokenTools[];
  readonly peeks: readonly (readonly Peek[])[];
  readonly gold: readonly (readonly CardId[])[];
  /** Top first; kept across rounds. */
  readonly goldSupply: readonly CardId[];
  readonly lastCardSeat: Seat | null;
  readonly distribution: Distribution | null;
  readonly roundResult: RoundResult | null;
  readonly nextRoundStarter: Seat | null;
  readonly winners: readonly Seat[] | null;
  readonly plays: readonly PlayRecord[];
  readonly tally: Tally;
  /** Cards played or discarded in the whole match (a statistic). */
  readonly turns: number;
}

/** The game's options. */
export interface SaboteurOptions {
  /** Seat that starts round 1 (the youngest player); null = chosen at random (spec §3.2). */
  readonly firstSeat: number | null;
}

/** A player's decision (spec §3.9). Coordinates are grid cells; `target` is a seat. */
export type SaboteurAction =
  | { readonly type: 'playPath'; readonly card: string; readonly x: number; readonly y: number; readonly rotation: number }
  | { readonly type: 'playBrokenTool'; readonly card: string; readonly target: number }
  | { readonly type: 'playRepair'; readonly card: string; readonly target: number; readonly tool: string }
  | { readonly type: 'playRockfall'; readonly card: string; readonly x: number; readonly y: number }
  | { readonly type: 'playMap'; readonly card: string; readonly x: number; readonly y: number }
  | { readonly type: 'discard'; readonly card: string }
  | { readonly type: 'pickGold'; readonly card: string }
  | { readonly type: 'startNextRound' };

/** An empty play record. */
export const NO_PLAYS: PlayRecord = { paths: 0, deadEnds: 0, rockfalls: 0, toolsBroken: 0, repairs: 0 };

/** A tally before any round. */
export const EMPTY_TALLY: Tally = {
  minerRoundsWon: 0,
  saboteurRoundsWon: 0,
  goldMiners: 0,
  goldSaboteurs: 0,
  minerSeatRounds: 0,
  saboteurSeatRounds: 0,
};
