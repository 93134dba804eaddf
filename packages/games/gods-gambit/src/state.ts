import type { RngState, Seat } from '@tavern/engine';
import type { Colour, SkillId } from './cards';
import type { Options } from './options';

/** A targeting skill (spec §3.6.1). */
export type TargetSkill = Extract<
  SkillId,
  'silence' | 'crusade' | 'mischief' | 'curse' | 'haunting' | 'dragonfire' | 'cataclysm'
>;

/** A skill that grants extra plays (spec §3.5.1). */
export type ExtraSkill = Extract<
  SkillId,
  'diligence' | 'grace' | 'rite' | 'miracle' | 'transmutation' | 'privilege'
>;

/**
 * One application of a targeting skill to one target (spec §3.6.1), with the targets of the same
 * skill still waiting (Dragon, Evil God: clockwise from the user's left).
 */
export interface Instance {
  readonly skill: TargetSkill;
  /** The skill card (the Elf moves itself). */
  readonly card: string;
  readonly user: Seat;
  /** Whom the instance targets now. */
  readonly target: Seat;
  /** Who made `target` the target: the user, or the last redirecting Avatar (Hero's counter-draw, D-32). */
  readonly aimedBy: Seat;
  /** Created by a last-card skill play: no Defense window for any instance (spec §3.9). */
  readonly lastCard: boolean;
  readonly queue: readonly Seat[];
}

/** The decision the game waits for: the top of the (flat) resolution stack. */
export type Pending =
  | { readonly kind: 'initialColour'; readonly seat: Seat }
  | { readonly kind: 'main'; readonly seat: Seat }
  | { readonly kind: 'postDraw'; readonly seat: Seat }
  | {
      readonly kind: 'declare';
      readonly seat: Seat;
      readonly card: string;
      readonly lastCard: boolean;
    }
  | {
      readonly kind: 'extra';
      readonly seat: Seat;
      readonly skill: ExtraSkill;
      readonly left: number;
    }
  | { readonly kind: 'defense'; readonly seat: Seat; readonly instance: Instance }
  | {
      readonly kind: 'haunt';
      readonly seat: Seat;
      readonly instance: Instance;
      readonly moved: number;
    }
  | { readonly kind: 'roundOver'; readonly seat: Seat }
  | { readonly kind: 'gameOver' };

/** How the last round ended (spec §4.1.2). */
export interface RoundSummary {
  readonly round: number;
  readonly reason: 'out' | 'trumpet';
  /** The player who went out first, or -1. */
  readonly wentOut: number;
  /** Everyone with an empty hand (all score 0 and count as gone out). */
  readonly outSeats: readonly Seat[];
  /** Who revealed the fourth Trumpet, or -1. */
  readonly revealer: number;
  readonly nextFirst: Seat;
  /** Penalty per seat: private to each seat until the game ends (spec §5). */
  readonly penalties: readonly number[];
  /** Turns taken this round (skipped and extra turns included). */
  readonly turns: number;
}

/** The whole game. Plain JSON; `drawPile` and `fieldPile` keep their top at the END of the array. */
export interface State {
  readonly rng: RngState;
  readonly numPlayers: number;
  readonly options: Options;
  /** Current round, 1-based; void rounds are replayed with the same number. */
  readonly round: number;
  readonly firstPlayer: Seat;
  /** Whose turn it is (Defense windows happen during this turn). */
  readonly current: Seat;
  readonly drawPile: readonly string[];
  readonly fieldPile: readonly string[];
  readonly colour: Colour;
  readonly trumpets: readonly string[];
  readonly hands: readonly (readonly string[])[];
  readonly skillAreas: readonly (readonly string[])[];
  readonly skips: readonly number[];
  readonly extraTurns: readonly number[];
  /** The first player whose hand became empty this round, or -1. */
  readonly firstOut: number;
  readonly pending: Pending;
  /** Penalties of each completed round, per seat (private until the game ends). */
  readonly penalties: readonly (readonly number[])[];
  /** Cumulative penalty (standard) or remaining points (subtraction), per seat; private. */
  readonly totals: readonly number[];
  /** Rounds in which each seat went out (public: who went out is announced). */
  readonly roundsOut: readonly number[];
  readonly lastRound: RoundSummary | null;
  readonly turnsThisRound: number;
  readonly turns: number;
  readonly voidRounds: number;
}

/** A state being built inside `apply`: top-level fields and per-seat arrays are writable copies. */
export type Draft = {
  -readonly [K in keyof State]: State[K];
} & {
  hands: (readonly string[])[];
  skillAreas: (readonly string[])[];
  skips: number[];
  extraTurns: number[];
};

/** A writable shallow copy of a state (inner arrays are shared and replaced, never mutated). */
export function draftOf(state: State): Draft {
  // An explicit literal keeps one object shape; array spreads (not slice) stay fast on frozen states.
  return {
    rng: state.rng,
    numPlayers: state.numPlayers,
    options: state.options,
    round: state.round,
    firstPlayer: state.firstPlayer,
    current: state.current,
    drawPile: state.drawPile,
    fieldPile: state.fieldPile,
    colour: state.colour,
    trumpets: state.trumpets,
    hands: [...state.hands],
    skillAreas: [...state.skillAreas],
    skips: [...state.skips],
    extraTurns: [...state.extraTurns],
    firstOut: state.firstOut,
    pending: state.pending,
    penalties: state.penalties,
    totals: state.totals,
    roundsOut: state.roundsOut,
    lastRound: state.lastRound,
    turnsThisRound: state.turnsThisRound,
    turns: state.turns,
    voidRounds: state.voidRounds,
  };
}
