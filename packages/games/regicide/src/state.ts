import type { CardId, RngState, Seat } from '@tavern/engine';

/** Game phases of spec §2, in code form. */
export type Phase = 'play' | 'defend' | 'chooseNext' | 'won' | 'lost';

/** Why a game was lost (§2 lossReason). */
export type LossReason = 'cannotSatisfyDamage' | 'cannotPlayOrYield';

/** Solo victory grade (§4). */
export type SoloGrade = 'gold' | 'silver' | 'bronze';

/** The face-up enemy being fought, with the three pieces of enemy state of §2. */
export interface Enemy {
  readonly card: CardId;
  /** Damage taken so far; adds up over all plays against this enemy. */
  readonly damage: number;
  /** Every spade value played against this enemy, blocked or not (§3.4). */
  readonly shieldRaw: number;
  /** Set by a Jester: the enemy's own suit powers work again (§3.8). */
  readonly immunityCancelled: boolean;
}

/**
 * The whole game (spec §2). Piles are lists of card ids, TOP FIRST, exactly as the spec writes them.
 * Plain JSON; every apply returns a new object sharing the parts it did not touch.
 */
export interface RegicideState {
  readonly rng: RngState;
  readonly numPlayers: number;
  readonly maxHandSize: number;
  /**
   * hands[seat]: a set in the rules, stored sorted by `compareCards` so that legal actions come out
   * in one canonical order whatever the order of arrival.
   */
  readonly hands: readonly (readonly CardId[])[];
  /** Remaining enemies, top first (Jacks, then Queens, then Kings). */
  readonly castle: readonly CardId[];
  readonly enemy: Enemy | null;
  /** Cards played against the current enemy, in play order. */
  readonly inPlay: readonly CardId[];
  /** The draw pile, top first. */
  readonly tavern: readonly CardId[];
  /**
   * How many cards at the top of the Tavern are exact-killed enemies placed there face down whose
   * identity is public until drawn (§3.13). Always ≤ tavern.length.
   */
  readonly tavernKnownTop: number;
  /** The discard pile, top first. */
  readonly discard: readonly CardId[];
  readonly current: Seat;
  readonly phase: Phase;
  /** The damage to cover while phase is 'defend'; 0 otherwise. */
  readonly pendingDamage: number;
  /** lastTurnYielded[seat] of §2: was that seat's most recent Step-1 action a yield? */
  readonly yielded: readonly boolean[];
  /** Solo only: unused Jester powers (2 at setup); null with 2-4 players. */
  readonly jesterPowers: number | null;
  readonly lossReason: LossReason | null;
  readonly soloGrade: SoloGrade | null;
  /** Enemies defeated so far (a statistic; 12 on a win). */
  readonly enemiesDefeated: number;
  /** Step-1 decisions taken so far (plays, Jesters and yields): a statistic. */
  readonly turns: number;
}

/** Game options (§1.7): who goes first. */
export interface RegicideOptions {
  /** Seat index (0-based) of the first player; defaults to P1 = 0. */
  readonly firstPlayer: number;
}
