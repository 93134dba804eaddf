import type { CardId, FrameId, RngState, Seat } from '@tavern/engine';
import type { CardName, Slot, Suit } from './cards';

/** Plain JSON, for the values frames hand back to their parents. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/** The four roles (§1.1). */
export type Role = 'lord' | 'loyalist' | 'rebel' | 'spy';

/** The six phases of a turn (§3.2.2). */
export type Phase = 'start' | 'judge' | 'draw' | 'play' | 'discard' | 'end';

/** Room options. */
export interface Options {
  readonly deck: 'standard_ex' | 'standard';
  /** The general pool: all 40 (default) or the Standard 25 (§2.1). */
  readonly generals?: 'all' | 'standard' | undefined;
}

/** A delayed trick lying in a judgement area, with the trick it counts as (§5.1). */
export interface JudgeEntry {
  readonly card: CardId;
  readonly as: CardName;
}

/** A hand card known beyond its owner: to everyone, or to these seats. */
export interface KnownCard {
  readonly card: CardId;
  readonly by: 'all' | readonly Seat[];
}

/** One seat at the table. */
export interface Player {
  /** A unique role token ("role:lord", "role:rebel#2"), hidden until revealed (§6). */
  readonly role: string;
  readonly revealed: boolean;
  readonly general: string | null;
  /** Generals offered at setup (private to this seat); empty once chosen. */
  readonly offer: readonly string[];
  readonly alive: boolean;
  readonly hp: number;
  readonly maxHp: number;
  /** Hand, oldest first. */
  readonly hand: readonly CardId[];
  /**
   * Hand cards that others know, with who knows them (the reveal the moving rule stated, §6.1/§6.2);
   * an entry lasts while its card stays in this hand.
   */
  readonly known: readonly KnownCard[];
  readonly equip: Readonly<Record<Slot, CardId | null>>;
  /** Judgement area, oldest first. */
  readonly judge: readonly JudgeEntry[];
  readonly faceDown: boolean;
  readonly chained: boolean;
  readonly dying: boolean;
  /** Zhou Tai's public Buqu pile, oldest first (§2.4). */
  readonly buqu: readonly CardId[];
  /** Limited skills already used (public, §2.2). */
  readonly usedLimited: readonly string[];
  /**
   * What this seat has openly done to each seat, by seat index: + per point of damage dealt and per
   * harmful card aimed at it, − per rescue. Public facts every player at a table remembers (§6.1);
   * bots infer hidden roles from them.
   */
  readonly conduct: readonly number[];
}

/** The turn in progress and its counters (§5.1 perTurn/perPhase; style point 14). */
export interface Turn {
  readonly seat: Seat;
  readonly number: number;
  readonly phase: Phase | 'none';
  readonly skipped: readonly Phase[];
  /** Kills used as play actions in this play phase. */
  readonly kills: number;
  /** Cards to draw in this draw phase (skills modify it). */
  readonly drawCount: number;
  /** Counters reset at turn start, keyed by skill or effect id. */
  readonly turnFlags: Readonly<Record<string, number>>;
  /** Counters reset at each play phase start, keyed by skill id. */
  readonly phaseFlags: Readonly<Record<string, number>>;
}

/** A card being used or played: its name, physical cards and the skill or equipment that converted it (§4.9). */
export interface VCard {
  readonly name: CardName;
  readonly cards: readonly CardId[];
  readonly via: string | null;
}

/** How a finished game ended. */
export interface Result {
  readonly kind: 'lord' | 'rebels' | 'spy' | 'draw';
  readonly winners: readonly Seat[];
}

/** A card movement or other moment that fires triggers after the current step (M2 hooks). */
export interface PendingTrigger {
  readonly point: string;
  readonly seat: Seat;
}

/** A private look at cards taken from the draw pile (Guanxing, Yiji): a zone seen by one seat. */
export interface Looking {
  readonly seat: Seat;
  readonly cards: readonly CardId[];
}

/** The whole match. Plain JSON; `apply` never mutates it. */
export interface SgsState {
  readonly rng: RngState;
  readonly numPlayers: number;
  readonly options: Options;
  readonly players: readonly Player[];
  /** Index 0 is the top. */
  readonly drawPile: readonly CardId[];
  /** Last is the top. */
  readonly discardPile: readonly CardId[];
  readonly processing: readonly CardId[];
  readonly looking: Looking | null;
  readonly turn: Turn;
  readonly stack: readonly Frame[];
  readonly nextFrameId: number;
  readonly pending: readonly PendingTrigger[];
  readonly result: Result | null;
}

interface FrameBase {
  readonly id: FrameId;
  readonly parent: FrameId | null;
  /** What the last child frame handed back (an answer, a count, a judgement card). */
  readonly ret: Json;
}

/** The root: general selection, then turns in seat order. */
export interface GameFrame extends FrameBase {
  readonly kind: 'game';
  readonly step: 'lord' | 'others' | 'turns';
  readonly next: Seat;
}

/** One turn of one seat (§3.2). */
export interface TurnFrame extends FrameBase {
  readonly kind: 'turn';
  readonly seat: Seat;
  readonly step: 'begin' | Phase | 'startDone' | 'drawDone' | 'discardDone' | 'finish';
}

/** The judgement phase: each delayed trick, most recent first (§4.5). */
export interface JudgePhaseFrame extends FrameBase {
  readonly kind: 'judgePhase';
  readonly seat: Seat;
  readonly todo: readonly CardId[];
  readonly current: JudgeEntry | null;
  readonly step: 'next' | 'negated' | 'judged';
}

/** The play phase loop (§3.3). */
export interface PlayFrame extends FrameBase {
  readonly kind: 'play';
  readonly seat: Seat;
  readonly step: 'ask' | 'answered';
}

/** A card use, pipelines U and K (§5.4). */
export interface UseFrame extends FrameBase {
  readonly kind: 'use';
  readonly user: Seat;
  readonly card: VCard;
  readonly targets: readonly Seat[];
  /** Index of the target being resolved. */
  readonly index: number;
  readonly step: string;
  /** Extra Kill target for Borrowed Sword (B) and other per-use facts. */
  readonly extra: Seat | null;
  /** Targets who may not Dodge this Kill (Tieqi). */
  readonly noDodge: readonly Seat[];
  /** Cards revealed by Harvest. */
  readonly revealed: readonly CardId[];
  /** Set when a follow-up forces the hit (Stone Axe). */
  readonly forceHit: boolean;
  /** Kills that need no distance and do not count (Blade, Borrowed Sword). */
  readonly free: boolean;
  /** Fire Attack: the suit of the card the target showed (public; the card itself stays hidden in hand). */
  readonly shownSuit: Suit | null;
}

/** Ask one player for n cards of one kind (pipeline REQ). */
export interface RequestFrame extends FrameBase {
  readonly kind: 'request';
  readonly seat: Seat;
  readonly want: 'kill' | 'dodge' | 'peach';
  readonly n: number;
  readonly got: number;
  readonly mode: 'use' | 'play';
  readonly reason: string;
  /** The dying player (Peach) or the fixed Kill target (use mode). */
  readonly target: Seat | null;
  /** Who the provided card counts for (Hujia, Jijiang). */
  readonly onBehalf: Seat | null;
  /** Options already tried for the current card (eight_trigrams, hujia, jijiang). */
  readonly tried: readonly string[];
  readonly ignoreArmor: boolean;
  readonly step: 'ask' | 'answered' | 'eight' | 'ally' | 'allyGot' | 'peachUsed';
  /** Allies still to ask for Hujia/Jijiang. */
  readonly allies: readonly Seat[];
}

/** A Negate chain (pipeline NC). */
export interface NegateFrame extends FrameBase {
  readonly kind: 'negate';
  readonly card: CardName;
  readonly user: Seat;
  readonly target: Seat;
  readonly count: number;
  /** The Negate card being used in this window, while its own triggers run. */
  readonly used: CardId | null;
  readonly step: 'ask' | 'answered' | 'used';
}

/** A judgement (pipeline J). */
export interface JudgeFrame extends FrameBase {
  readonly kind: 'judge';
  readonly seat: Seat;
  readonly reason: string;
  readonly card: CardId | null;
  readonly step: 'reveal' | 'retrial' | 'after' | 'done';
}

/** A damage event (pipeline D). */
export interface DamageFrame extends FrameBase {
  readonly kind: 'damage';
  readonly source: Seat | null;
  readonly target: Seat;
  readonly amount: number;
  readonly nature: 'normal' | 'fire' | 'thunder';
  readonly card: VCard | null;
  readonly prevented: boolean;
  /** Conducted along the chain (§4.10): it conducts no further. */
  readonly conducted: boolean;
  /** Redirected by Tianxiang (§5.4 D3): like conducted damage, it skips the source's D2 modifiers. */
  readonly transferred: boolean;
  /** null: no conduction; otherwise the chained seats still to receive it (computed at D9). */
  readonly chain: readonly Seat[] | null;
  readonly step: 'start' | 'caused' | 'inflicted' | 'apply' | 'dealt' | 'suffered' | 'done' | 'conduct';
}

/** A dying process with its rescue round (pipeline DY). */
export interface DyingFrame extends FrameBase {
  readonly kind: 'dying';
  readonly seat: Seat;
  readonly killer: Seat | null;
  readonly askers: readonly Seat[];
  readonly step: 'enter' | 'ask' | 'answered' | 'resolve';
}

/** Triggers of one moment, resolved in seat order then by the owner's chosen order (§5.6). */
export interface TriggerFrame extends FrameBase {
  readonly kind: 'trigger';
  readonly point: string;
  /** The frame the moment belongs to (the damage, the use...), for skills to read and adjust. */
  readonly host: FrameId | null;
  /** The seat the moment is about (damaged player, judged player, Kill target...). */
  readonly about: Seat | null;
  readonly queue: readonly SkillRef[];
  readonly current: SkillRef | null;
  readonly step: 'next' | 'ordered' | 'confirmed';
}

/** One skill (or equipment effect) of one seat. */
export interface SkillRef {
  readonly seat: Seat;
  readonly skill: string;
}

/** A multi-step skill script: its own small program counter and data (§5.2 SkillScript). */
export interface ScriptFrame extends FrameBase {
  readonly kind: 'script';
  readonly skill: string;
  readonly owner: Seat;
  readonly host: FrameId | null;
  readonly about: Seat | null;
  readonly step: string;
  readonly data: Readonly<Record<string, Json>>;
}

/** A pending decision: who is asked, what about, and the answers so far (style point 11). */
export interface PromptFrame extends FrameBase {
  readonly kind: 'prompt';
  readonly ask: Ask;
  readonly asked: readonly Seat[];
  /** 'each': every asked seat answers; 'one': the single addressee. */
  readonly quorum: 'each' | 'one';
  readonly answers: Readonly<Record<string, Action>>;
  /**
   * The answer submitted on time-out (spec §5.3 defaults), fixed when the prompt is issued; null when
   * it depends on the answering seat or on partial answers (general offers, incremental choices), in
   * which case `timeoutAction` derives it.
   */
  readonly timeout: Action | null;
}

/** Every frame kind. */
export type Frame =
  | GameFrame | TurnFrame | JudgePhaseFrame | PlayFrame | UseFrame | RequestFrame | NegateFrame
  | JudgeFrame | DamageFrame | DyingFrame | TriggerFrame | ScriptFrame | PromptFrame;

/** What a prompt asks (§5.3 prompt kinds). */
export type Ask =
  | { readonly type: 'chooseGeneral' }
  | { readonly type: 'play' }
  | {
      readonly type: 'respond';
      readonly want: 'kill' | 'dodge' | 'peach';
      readonly i: number;
      readonly n: number;
      readonly mode: 'use' | 'play';
      readonly reason: string;
      readonly target: Seat | null;
      readonly onBehalf: Seat | null;
      readonly options: readonly string[];
      readonly noDodge: boolean;
    }
  | { readonly type: 'negate'; readonly card: CardName; readonly user: Seat; readonly target: Seat; readonly count: number }
  | { readonly type: 'confirm'; readonly skill: string; readonly about: Seat | null }
  | {
      readonly type: 'select';
      readonly reason: string;
      readonly min: number;
      readonly max: number;
      readonly areas: readonly ('hand' | 'equip')[];
      readonly picked: readonly CardId[];
    }
  | { readonly type: 'pickCard'; readonly from: Seat; readonly areas: readonly ('hand' | 'equip' | 'judge' | 'buqu')[]; readonly reason: string }
  | { readonly type: 'option'; readonly options: readonly string[]; readonly reason: string }
  | { readonly type: 'seat'; readonly seats: readonly Seat[]; readonly reason: string }
  | { readonly type: 'harvest'; readonly cards: readonly CardId[] }
  | { readonly type: 'order'; readonly skills: readonly string[] }
  | { readonly type: 'arrange'; readonly top: readonly CardId[]; readonly bottom: readonly CardId[] };

/** Every answer a player can give (style point 7: imperative camelCase). */
export type Action =
  | { readonly type: 'chooseGeneral'; readonly general: string }
  | { readonly type: 'useCard'; readonly cards: readonly CardId[]; readonly as: CardName; readonly via: string | null; readonly targets: readonly Seat[] }
  | { readonly type: 'useSkill'; readonly skill: string; readonly cards: readonly CardId[]; readonly targets: readonly Seat[] }
  | { readonly type: 'endPhase' }
  | { readonly type: 'respond'; readonly cards: readonly CardId[]; readonly via: string | null }
  | { readonly type: 'respondSkill'; readonly skill: string }
  | { readonly type: 'pass' }
  | { readonly type: 'invoke'; readonly cards: readonly CardId[]; readonly targets: readonly Seat[] }
  | { readonly type: 'selectCard'; readonly card: CardId }
  | { readonly type: 'finish' }
  | { readonly type: 'pickHand'; readonly slot: number }
  | { readonly type: 'pickCard'; readonly card: CardId }
  | { readonly type: 'chooseOption'; readonly option: string }
  | { readonly type: 'chooseSeat'; readonly seat: Seat }
  | { readonly type: 'chooseSkill'; readonly skill: string }
  | { readonly type: 'place'; readonly card: CardId; readonly where: 'top' | 'bottom' };
