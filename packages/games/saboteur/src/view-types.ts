/** The shape of what one seat (or a spectator) sees (spec §5.2). Plain JSON, browser-safe. */
import type { CardId, Seat } from '@tavern/engine';
import type { Role } from './cards';
import type { BrokenTools, Peek, Phase, PlayRecord, RoundWinner } from './state';

/** A maze card as seen: face-down goals carry no card id and no rotation. */
export interface MazeEntryView {
  readonly x: number;
  readonly y: number;
  readonly kind: 'START' | 'TUNNEL' | 'GOAL';
  readonly card?: CardId;
  readonly rotation?: 0 | 180;
  readonly faceUp: boolean;
}

/** What everyone sees of a player. */
export interface PlayerView {
  readonly seat: Seat;
  readonly handCount: number;
  readonly goldCount: number;
  readonly broken: BrokenTools;
  /** Shown once the round has ended (spec §5.2). */
  readonly role: Role | null;
  /** Nugget cards, shown to all only at game end. */
  readonly gold: readonly CardId[] | null;
  /** Goal positions this player looked at with maps this round (what they saw stays private). */
  readonly mapped: readonly { readonly x: number; readonly y: number }[];
  /** Public counts of this round's plays. */
  readonly plays: PlayRecord;
}

/** The viewer's own secrets. */
export interface OwnView {
  readonly seat: Seat;
  readonly role: Role;
  readonly hand: readonly CardId[];
  readonly gold: readonly CardId[];
  readonly peeks: readonly Peek[];
}

/** The round's result, with nugget cards shown only to their receiver until game end. */
export interface RoundResultView {
  readonly winner: RoundWinner;
  readonly finder: Seat | null;
  readonly roles: readonly Role[];
  readonly asideRole: Role;
  readonly goals: readonly Peek[];
  readonly received: readonly { readonly count: number; readonly cards: readonly CardId[] | null }[];
}

/** The gold stack being picked: its contents only for the picker. */
export interface DistributionView {
  readonly finder: Seat;
  readonly picker: Seat;
  readonly stackSize: number;
  readonly stack: readonly CardId[] | null;
}

/** Everything a viewer may know about the match. */
export interface SaboteurView {
  readonly playerCount: number;
  readonly round: number;
  readonly phase: Phase;
  readonly current: Seat | null;
  /** null for a spectator. */
  readonly me: OwnView | null;
  readonly players: readonly PlayerView[];
  readonly maze: readonly MazeEntryView[];
  readonly counts: { readonly drawPile: number; readonly discard: number; readonly goldSupply: number };
  /** Discarded cards this viewer knows, in pile order: public plays and its own discards. */
  readonly discardKnown: readonly CardId[];
  readonly distribution: DistributionView | null;
  readonly roundResult: RoundResultView | null;
  readonly lastCardSeat: Seat | null;
  readonly nextRoundStarter: Seat | null;
  readonly winners: readonly Seat[] | null;
  readonly roundsWon: { readonly goldDiggers: number; readonly saboteurs: number };
}
