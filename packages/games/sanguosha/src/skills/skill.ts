import type { CardId, Seat } from '@tavern/engine';
import type { CardName, Suit } from '../cards';
import type { Action, RequestFrame, ScriptFrame, SgsState, TriggerFrame } from '../types';

/** A legal payload of an `invoke` answer: the cards and players a skill needs. */
export interface Choice {
  readonly cards: readonly CardId[];
  readonly targets: readonly Seat[];
}

/** A skill hooked to one trigger point (style point 13). */
export interface TriggerHook {
  /** Optional hooks ask their owner (`confirm`); compulsory ones resolve silently. */
  readonly optional: boolean;
  /** Does this hook fire for `owner` at this moment? Checked again just before it resolves. */
  canTrigger(s: SgsState, owner: Seat, t: TriggerFrame): boolean;
  /** Every legal invoke payload; one empty choice when the skill needs none. */
  choices?(s: SgsState, owner: Seat, t: TriggerFrame): Choice[];
  /**
   * Whether to ask the owner at all, from public facts only (spec §5.3 issuance rule, §6.3): cards by
   * count, legal targets. Required when the choices depend on hidden cards (a cost paid from the hand):
   * the prompt is then issued even if nothing in the hand can pay, and offers only the decline.
   * Without it, the prompt is issued when some choice exists (the choices read public facts only).
   */
  issuable?(s: SgsState, owner: Seat, t: TriggerFrame): boolean;
  /** Applies the skill; may push frames (a script frame for several steps). */
  resolve(s: SgsState, owner: Seat, t: TriggerFrame, choice: Choice): SgsState;
}

/** "Use or play cards X as card Y" (§4.9). */
export interface Conversion {
  readonly as: CardName;
  /** As a play action, as a response, or both. */
  readonly context: 'action' | 'response' | 'both';
  /** Every set of physical cards the owner may convert now. */
  sources(s: SgsState, owner: Seat): CardId[][];
}

/** An active skill offered in the play phase (T07). */
export interface ActiveSkill {
  /** Every legal `useSkill` action of the owner now. */
  actions(s: SgsState, owner: Seat): Action[];
  /** Starts the skill (the action is already known to be legal). */
  start(s: SgsState, owner: Seat, action: Extract<Action, { type: 'useSkill' }>): SgsState;
}

/** One skill or equipment effect: a registry entry, one file each. */
export interface Skill {
  readonly id: string;
  readonly title: string;
  /**
   * How often the skill may be used (style point 13): `perPhase` counts the uses in one play phase, kept in
   * `turn.phaseFlags[id]` by the skill itself. Read to explain a refusal (spec §5.3 `skill_limit`).
   */
  readonly limits?: { readonly perPhase?: number };
  /** Lord skills work only for the lord (§2.2). */
  readonly lord?: boolean;
  readonly triggers?: Readonly<Record<string, TriggerHook>>;
  readonly conversions?: readonly Conversion[];
  readonly active?: ActiveSkill;
  /** A play-phase action this skill gives every other living player (Huangtian); checked on the owner. */
  readonly granted?: ActiveSkill;
  /** Steps of this skill's script frames. */
  readonly script?: (s: SgsState, frame: ScriptFrame) => SgsState;
  /** Options offered inside a `respond` prompt (Eight Trigrams, Hujia, Jijiang). */
  readonly respondOptions?: (s: SgsState, owner: Seat, req: RequestFrame) => string[];
  /** Static modifiers (spec §5.5). */
  readonly modifiers?: {
    /** Added to the owner's distance to others (Mashu: −1). */
    readonly distanceFrom?: number;
    /** No Kill limit in the owner's play phase (Paoxiao). */
    readonly unlimitedKills?: boolean;
    /** The owner's tricks ignore distance (Qicai). */
    readonly trickNoDistance?: boolean;
    /** The owner cannot be chosen as a target of this card now (Kongcheng, Qianxun). */
    readonly prohibits?: (s: SgsState, owner: Seat, card: CardName) => boolean;
    /** The suit a card counts as while in the owner's hand or equipment, or judged for the owner (Hongyan). */
    readonly suitAs?: (suit: Suit) => Suit;
    /** The owner lives on with HP ≤ 0 while this holds (Buqu's protection). */
    readonly survivesAtZero?: (s: SgsState, owner: Seat) => boolean;
    /** Added to the owner's hand limit (Xueyi). */
    readonly handLimitBonus?: (s: SgsState, owner: Seat) => number;
  };
}
