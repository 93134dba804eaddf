import type { CardId, Seat, Viewer } from '@tavern/engine';
import { findCard, type Slot } from './cards';
import { knows } from './rules/reveal';
import type { Frame, JudgeEntry, KnownCard, Options, Player, Result, SgsState, Turn } from './types';

/** One seat as a viewer sees it (§6.1 public facts; the hand only for its owner). */
export interface PlayerView {
  readonly seat: Seat;
  readonly general: string | null;
  /** The role token when visible to this viewer (the lord, the dead, oneself), else null. */
  readonly role: string | null;
  readonly alive: boolean;
  readonly hp: number;
  readonly maxHp: number;
  readonly handCount: number;
  /** Own hand only; null for others. */
  readonly hand: readonly CardId[] | null;
  /** Cards of this hand the viewer knows besides its owner (shown or given to it, §6.1/§6.2); all of them for one's own hand. */
  readonly known: readonly KnownCard[];
  readonly equip: Readonly<Record<Slot, CardId | null>>;
  readonly judge: readonly JudgeEntry[];
  readonly faceDown: boolean;
  readonly chained: boolean;
  readonly dying: boolean;
  /** Zhou Tai's Buqu pile (public). */
  readonly buqu: readonly CardId[];
  /** Limited skills already used (public). */
  readonly usedLimited: readonly string[];
  /** What this seat has openly done to each seat (public; see `Player.conduct`). */
  readonly conduct: readonly number[];
  /** Own general offer during selection; others see only its size. */
  readonly offer: readonly string[];
  readonly offerCount: number;
}

/** A frame as a viewer sees it: hidden card ids are "?", and others' answers to a simultaneous prompt are only "answered". */
export type FrameView = Frame & { readonly answered?: readonly Seat[] };

/** Everything one viewer may know (style point 9: built from a whitelist). */
export interface SgsView {
  readonly viewer: Viewer;
  readonly numPlayers: number;
  readonly options: Options;
  readonly players: readonly PlayerView[];
  readonly drawCount: number;
  readonly discardPile: readonly CardId[];
  readonly processing: readonly CardId[];
  /** Cards looked at privately (Guanxing, Yiji): ids for the looker, a count for others. */
  readonly looking: { readonly seat: Seat; readonly count: number; readonly cards: readonly CardId[] | null } | null;
  readonly turn: Turn;
  readonly stack: readonly FrameView[];
  readonly nextFrameId: number;
  readonly pending: SgsState['pending'];
  readonly result: Result | null;
}

/** The placeholder of a card whose id the viewer may not know. */
export const HIDDEN_CARD = '?';

/** Card ids hidden from `viewer`: others' hands, the draw pile, others' private looks. */
export function hiddenCards(s: SgsState, viewer: Viewer): Set<string> {
  const out = new Set<string>(s.drawPile);
  s.players.forEach((p, seat) => {
    if (seat === viewer) return;
    for (const card of p.hand) out.add(card);
    for (const entry of p.known) if (knows(entry, viewer)) out.delete(entry.card);
  });
  if (s.looking !== null && s.looking.seat !== viewer) for (const card of s.looking.cards) out.add(card);
  return out;
}

/** The entries of a hand's knowledge that `viewer` may see: all for the owner, those it shares for others. */
export function knownTo(known: readonly KnownCard[], owner: Seat, viewer: Viewer): readonly KnownCard[] {
  if (known.length === 0 || owner === viewer) return known;
  return known.filter((entry) => knows(entry, viewer));
}

/**
 * Frames may name cards that later went out of sight (a Harvest pick, a card Jianxiong took). A
 * card id in a frame is shown only if it lies in a public zone or is the viewer's own (deny by
 * default); role tokens never appear; other hidden values are blanked too.
 */
function isVisibleCard(s: SgsState, viewer: Viewer, card: CardId): boolean {
  // A view asks about a few cards (those its frames name), so the zones are searched for each
  // rather than gathered into a set first; the processing zone, where most named cards lie, comes first.
  if (s.processing.includes(card)) return true;
  const players = s.players;
  for (let seat = 0; seat < players.length; seat++) {
    const p = players[seat] as Player;
    const equip = p.equip;
    if (equip.weapon === card || equip.armor === card || equip.plus === card || equip.minus === card) return true;
    for (const entry of p.judge) if (entry.card === card) return true;
    if (p.buqu.includes(card)) return true;
    if (seat === viewer) {
      if (p.hand.includes(card)) return true;
    } else {
      for (const entry of p.known) if (entry.card === card && knows(entry, viewer)) return true;
    }
  }
  if (s.looking !== null && s.looking.seat === viewer && s.looking.cards.includes(card)) return true;
  return s.discardPile.includes(card);
}

/**
 * What one view must blank, built lazily: most frames name no card and no general, so nothing is
 * computed until a string that needs it turns up.
 */
class Redaction {
  private offerSet: Set<string> | null = null;
  private offersElsewhere: boolean | null = null;

  constructor(private readonly s: SgsState, private readonly viewer: Viewer) {}

  /** Card ids the viewer may see. */
  visible(card: CardId): boolean {
    return isVisibleCard(this.s, this.viewer, card);
  }

  /** Generals offered to others (the only hidden values that are neither cards nor role tokens). */
  othersOffer(text: string): boolean {
    // Every string that is neither a card nor a role token is asked about, and outside general
    // selection no other seat holds an offer: no set is built then.
    if (!this.othersHoldOffers()) return false;
    if (this.offerSet === null) {
      this.offerSet = new Set<string>();
      for (let seat = 0; seat < this.s.players.length; seat++) {
        if (seat !== this.viewer) for (const general of this.s.players[seat]?.offer ?? []) this.offerSet.add(general);
      }
    }
    return this.offerSet.has(text);
  }

  /** Some other seat holds a general offer (only during general selection). */
  othersHoldOffers(): boolean {
    if (this.offersElsewhere === null) {
      const players = this.s.players;
      this.offersElsewhere = false;
      for (let seat = 0; seat < players.length; seat++) {
        if (seat !== this.viewer && (players[seat] as Player).offer.length > 0) this.offersElsewhere = true;
      }
    }
    return this.offersElsewhere;
  }
}

function blankString(text: string, r: Redaction): string {
  // Card ids: shown only if visible (deny by default); role tokens never; others' offers never.
  const card = findCard(text);
  if (card !== undefined) return r.visible(card.id) ? text : HIDDEN_CARD;
  if (text.startsWith('role:') || r.othersOffer(text)) return HIDDEN_CARD;
  return text;
}

/** `value` with hidden strings blanked; unchanged parts are shared, not copied. */
function redact(value: unknown, r: Redaction): unknown {
  if (typeof value === 'string') return blankString(value, r);
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const changed = redact(item, r);
      if (changed !== item) {
        out ??= value.slice();
        out[i] = changed;
      }
    }
    return out ?? value;
  }
  if (value !== null && typeof value === 'object') {
    let out: Record<string, unknown> | null = null;
    const record = value as Record<string, unknown>;
    for (const key in record) {
      const item = record[key];
      const changed = redact(item, r);
      if (changed !== item) {
        out ??= { ...record };
        out[key] = changed;
      }
    }
    return out ?? value;
  }
  return value;
}

/** What a frame holds that decides how views show it, whatever the state. */
interface FrameFacts {
  /** The card ids it names (shown only to viewers who may see them). */
  readonly cards: readonly CardId[];
  /** It names a role token (never shown). */
  readonly namesRole: boolean;
  /** A simultaneous prompt (its answers are private). */
  readonly eachPrompt: boolean;
}

const PLAIN_FRAME: FrameFacts = { cards: [], namesRole: false, eachPrompt: false };

/** Adds the card ids `value` names to `cards`; true if it names a role token. */
function collectSecrets(value: unknown, cards: CardId[]): boolean {
  if (typeof value === 'string') {
    const card = findCard(value);
    if (card !== undefined) cards.push(card.id);
    return card === undefined && value.startsWith('role:');
  }
  let namesRole = false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (collectSecrets(value[i], cards)) namesRole = true;
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key in record) if (collectSecrets(record[key], cards)) namesRole = true;
  }
  return namesRole;
}

function factsOf(frame: Frame): FrameFacts {
  const cards: CardId[] = [];
  const namesRole = collectSecrets(frame, cards);
  const eachPrompt = frame.kind === 'prompt' && frame.quorum === 'each';
  return cards.length === 0 && !namesRole && !eachPrompt ? PLAIN_FRAME : { cards, namesRole, eachPrompt };
}

/** The facts of the frames of the last stack met on one root frame, by position. */
interface StackFacts {
  readonly frames: Frame[];
  readonly facts: FrameFacts[];
}

// Frames come in a dozen shapes, so reading and walking them is slow, yet between versions only
// the top frame or two change. The root frame is the game's own and is replaced only when a turn
// or the general choice ends, so it keys the memo of the stacks grown on it: each frame is compared
// by identity with the one last met at its position, and only new frames are read.
const stackFacts = new WeakMap<Frame, StackFacts>();

function factsOfStack(stack: readonly Frame[]): readonly FrameFacts[] {
  const root = stack[0];
  if (root === undefined) return [];
  let memo = stackFacts.get(root);
  if (memo === undefined) {
    memo = { frames: [], facts: [] };
    stackFacts.set(root, memo);
  }
  const { frames, facts } = memo;
  for (let i = 0; i < stack.length; i++) {
    const frame = stack[i] as Frame;
    if (frames[i] !== frame) {
      frames[i] = frame;
      facts[i] = factsOf(frame);
    }
  }
  if (frames.length !== stack.length) {
    frames.length = stack.length;
    facts.length = stack.length;
  }
  return facts;
}

/** The frame needs no blanking: no role token, only cards the viewer sees, and no other seat holds an offer. */
function showsAsIs(facts: FrameFacts, r: Redaction): boolean {
  if (facts.namesRole || r.othersHoldOffers()) return false;
  for (let i = 0; i < facts.cards.length; i++) if (!r.visible(facts.cards[i] as CardId)) return false;
  return true;
}

function viewFrame(frame: Frame, facts: FrameFacts, viewer: Viewer, hidden: Redaction): FrameView {
  if (facts.eachPrompt && frame.kind === 'prompt') {
    // spec §6.2: answers to a simultaneous window stay private until it closes.
    const answered = frame.asked.filter((seat) => frame.answers[String(seat)] !== undefined);
    const own = viewer === 'spectator' ? undefined : frame.answers[String(viewer)];
    const answers = own === undefined ? {} : { [String(viewer)]: own };
    return redact({ ...frame, answers, answered }, hidden) as FrameView;
  }
  return showsAsIs(facts, hidden) ? frame : (redact(frame, hidden) as FrameView);
}

// A seat's view depends only on its player record, its place and the viewer. The state shares the
// records of unchanged players between versions, so an unchanged seat's view is the same object
// too: an update's patch skips it at once, and building the view allocates nothing for it.
const seatViews = new WeakMap<Player, Map<number, PlayerView>>();
const SPECTATOR_KEY = 63;
/** The offer others see: one shared empty list (a server holds thousands of such views at once). */
const NO_OFFER: readonly string[] = Object.freeze([]);

function seatView(p: Player, seat: Seat, viewer: Viewer): PlayerView {
  let views = seatViews.get(p);
  if (views === undefined) {
    views = new Map();
    seatViews.set(p, views);
  }
  const key = seat * 64 + (viewer === 'spectator' ? SPECTATOR_KEY : viewer);
  let view = views.get(key);
  if (view === undefined) {
    const own = seat === viewer;
    view = {
      seat, general: p.general, role: own || p.revealed ? p.role : null, alive: p.alive, hp: p.hp, maxHp: p.maxHp,
      handCount: p.hand.length, hand: own ? p.hand : null, known: knownTo(p.known, seat, viewer), equip: p.equip, judge: p.judge, faceDown: p.faceDown,
      chained: p.chained, dying: p.dying, usedLimited: p.usedLimited, buqu: p.buqu, conduct: p.conduct, offer: own ? p.offer : NO_OFFER, offerCount: p.offer.length,
    };
    views.set(key, view);
  }
  return view;
}

function playerViews(players: readonly Player[], viewer: Viewer): PlayerView[] {
  const out = new Array<PlayerView>(players.length);
  for (let seat = 0; seat < players.length; seat++) out[seat] = seatView(players[seat] as Player, seat as Seat, viewer);
  return out;
}

function viewStack(stack: readonly Frame[], viewer: Viewer, hidden: Redaction): FrameView[] {
  const facts = factsOfStack(stack);
  const out = new Array<FrameView>(stack.length);
  for (let i = 0; i < stack.length; i++) out[i] = viewFrame(stack[i] as Frame, facts[i] as FrameFacts, viewer, hidden);
  return out;
}

/** What `viewer` may see of the state. */
export function viewOf(s: SgsState, viewer: Viewer): SgsView {
  const hidden = new Redaction(s, viewer);
  return {
    viewer,
    numPlayers: s.numPlayers,
    options: s.options,
    players: playerViews(s.players, viewer),
    drawCount: s.drawPile.length,
    discardPile: s.discardPile,
    processing: s.processing,
    looking: s.looking === null ? null : {
      seat: s.looking.seat, count: s.looking.cards.length, cards: s.looking.seat === viewer ? s.looking.cards : null,
    },
    turn: s.turn,
    stack: viewStack(s.stack, viewer, hidden),
    nextFrameId: s.nextFrameId,
    pending: s.pending,
    result: s.result,
  };
}

/** Values `viewer` must not learn: hidden card ids, unrevealed roles, others' general offers (§6.2). */
export function hiddenValuesOf(s: SgsState, viewer: Viewer): string[] {
  const out = [...hiddenCards(s, viewer)];
  s.players.forEach((p, seat) => {
    if (seat === viewer) return;
    if (!p.revealed) out.push(p.role);
    out.push(...p.offer);
  });
  return out;
}

/** Every card in every zone, for the conservation check. */
export function allCardsOf(s: SgsState): CardId[] {
  const out: CardId[] = [...s.drawPile, ...s.discardPile, ...s.processing, ...(s.looking?.cards ?? [])];
  for (const p of s.players) {
    out.push(...p.hand);
    for (const card of [p.equip.weapon, p.equip.armor, p.equip.plus, p.equip.minus]) if (card !== null) out.push(card);
    for (const entry of p.judge) out.push(entry.card);
    out.push(...p.buqu);
  }
  return out;
}
