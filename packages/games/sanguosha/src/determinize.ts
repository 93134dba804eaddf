import { invariant, type CardId, type Rng, type Seat } from '@tavern/engine';
import { deckIds } from './cards';
import { generalPool, roleTokens } from './setup';
import type { Action, Frame, Player, SgsState } from './types';
import { HIDDEN_CARD, type FrameView, type SgsView } from './view';

// The deck and the general pool are fixed once the skills are registered: built once per option.
const deckCache = new Map<string, readonly CardId[]>();
const poolCache = new Map<boolean, readonly string[]>();

function cachedDeck(deck: SgsView['options']['deck']): readonly CardId[] {
  let ids = deckCache.get(deck);
  if (ids === undefined) {
    ids = deckIds(deck);
    deckCache.set(deck, ids);
  }
  return ids;
}

function cachedPool(options: SgsView['options']): readonly string[] {
  const standardOnly = options.generals === 'standard';
  let pool = poolCache.get(standardOnly);
  if (pool === undefined) {
    pool = generalPool(options);
    poolCache.set(standardOnly, pool);
  }
  return pool;
}

/** `value` with every "?" replaced by `card`; unchanged parts are shared, not copied. */
function fill(value: unknown, card: string): unknown {
  if (value === HIDDEN_CARD) return card;
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const changed = fill(item, card);
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
      const changed = fill(item, card);
      if (changed !== item) {
        out ??= { ...record };
        out[key] = changed;
      }
    }
    return out ?? value;
  }
  return value;
}

/**
 * A full state consistent with `view` (style point 10): others' hands, the draw pile and others'
 * private looks are dealt from the unseen cards; unrevealed roles and others' general offers are
 * sampled from what is left. Frame references to unseen cards point at some unseen card.
 */
export function determinizeView(view: SgsView, seat: Seat, rng: Rng): SgsState {
  const seen = new Set<string>([...view.discardPile, ...view.processing, ...(view.looking?.cards ?? [])]);
  for (const p of view.players) {
    for (const card of p.hand ?? []) seen.add(card);
    for (const entry of p.known) seen.add(entry.card);
    for (const card of [p.equip.weapon, p.equip.armor, p.equip.plus, p.equip.minus]) if (card !== null) seen.add(card);
    for (const entry of p.judge) seen.add(entry.card);
    for (const card of p.buqu) seen.add(card);
  }
  const unseen = rng.shuffle(cachedDeck(view.options.deck).filter((card) => !seen.has(card)));
  let next = 0;
  const deal = (n: number): CardId[] => {
    const out = unseen.slice(next, next + n);
    next += n;
    return out;
  };

  const knownRoles = new Set(view.players.map((p) => p.role).filter((r): r is string => r !== null));
  const roles = rng.shuffle(roleTokens(view.numPlayers).filter((token) => !knownRoles.has(token)));
  const knownGenerals = new Set<string>();
  for (const p of view.players) {
    if (p.general !== null) knownGenerals.add(p.general);
    for (const g of p.offer) knownGenerals.add(g);
  }
  const generals = rng.shuffle(cachedPool(view.options).filter((g) => !knownGenerals.has(g)));

  const players: Player[] = view.players.map((p) => {
    const own = p.seat === seat;
    const offer = own ? p.offer : generals.splice(0, p.offerCount);
    return {
      role: p.role ?? (roles.shift() as string), revealed: view.result !== null || (p.role !== null && (p.seat !== seat || p.role === 'role:lord' || !p.alive)),
      general: p.general, offer, alive: p.alive, hp: p.hp, maxHp: p.maxHp,
      // Cards the seat knows in another hand stay there; the rest of that hand is dealt from the unseen cards.
      hand: p.hand ?? [...p.known.map((entry) => entry.card), ...deal(p.handCount - p.known.length)], known: p.known, equip: p.equip, judge: p.judge, faceDown: p.faceDown, chained: p.chained,
      dying: p.dying, usedLimited: p.usedLimited, buqu: p.buqu, conduct: p.conduct,
    };
  });
  const looking = view.looking === null ? null : { seat: view.looking.seat, cards: view.looking.cards ?? deal(view.looking.count) };
  const drawPile = deal(view.drawCount);
  invariant(next === unseen.length, `determinize dealt ${next} of ${unseen.length} unseen cards`);
  // Known cards are dealt first into a hand, so a hand's unknown cards start after them.
  const anyHidden = drawPile[0] ?? players.flatMap((p, i) => (i === seat ? [] : p.hand.slice(p.known.length)))[0] ?? HIDDEN_CARD;
  const stack = view.stack.map((frame) => unviewFrame(frame, players, anyHidden, looking));
  return {
    rng: [rng.next(), rng.next(), rng.next(), rng.next()],
    numPlayers: view.numPlayers, options: view.options, players, drawPile, discardPile: view.discardPile,
    processing: view.processing, looking, turn: view.turn, stack, nextFrameId: view.nextFrameId, pending: view.pending,
    result: view.result,
  };
}

function unviewFrame(frame: FrameView, players: readonly Player[], anyHidden: string, looking: SgsState['looking']): Frame {
  const { answered, ...rest } = frame;
  let out = fill(rest, anyHidden) as Frame;
  if (out.kind === 'prompt' && answered !== undefined) {
    const answers: Record<string, Action> = { ...out.answers };
    for (const seat of answered) {
      if (answers[String(seat)] !== undefined) continue;
      const general = players[seat]?.offer[0];
      answers[String(seat)] = out.ask.type === 'chooseGeneral' && general !== undefined
        ? { type: 'chooseGeneral', general }
        : { type: 'pass' };
    }
    out = { ...out, answers };
  }
  return placeHiddenReferences(out, frame, players, looking);
}

/**
 * A frame may name a hidden card that the rules will later move, so "any unseen card" is not
 * enough: the sampled card must lie where the real one does. The point fight's first choice stays
 * in its chooser's hand until both are revealed (§4.11), so it becomes a card of that sampled hand
 * (uniformly random, as the whole hand is dealt at random from the unseen cards).
 */
function placeHiddenReferences(out: Frame, frame: FrameView, players: readonly Player[], looking: SgsState['looking']): Frame {
  if (out.kind === 'prompt' && out.ask.type === 'arrange' && frame.kind === 'prompt' && frame.ask.type === 'arrange' && looking !== null) {
    // Another seat's Guanxing placements so far are distinct cards of its (sampled) look.
    const placed = [...frame.ask.top, ...frame.ask.bottom] as readonly string[];
    if (!placed.includes(HIDDEN_CARD)) return out;
    const free = looking.cards.filter((c) => !placed.includes(c));
    let next = 0;
    const fillPlaced = (cards: readonly CardId[]): CardId[] =>
      cards.map((card) => ((card as string) === HIDDEN_CARD ? (free[next++] as CardId) : card));
    return { ...out, ask: { ...out.ask, top: fillPlaced(frame.ask.top), bottom: fillPlaced(frame.ask.bottom) } };
  }
  if (out.kind === 'prompt' && out.ask.type === 'select' && frame.kind === 'prompt' && frame.ask.type === 'select') {
    // Another seat's cards picked so far in an incremental choice lie in that seat's hand (and its
    // equipment, which is public): the hidden ones become distinct unknown cards of its sampled hand.
    const chooser = players[out.asked[0] as Seat];
    if (chooser === undefined || !(frame.ask.picked as readonly string[]).includes(HIDDEN_CARD)) return out;
    const shownPicks: readonly string[] = frame.ask.picked;
    const unknown = chooser.hand.slice(chooser.known.length).filter((c) => !shownPicks.includes(c));
    let next = 0;
    const picked = shownPicks.map((card) => (card === HIDDEN_CARD ? unknown[next++] : (card as CardId)));
    invariant(picked.every((card) => card !== undefined), 'an incremental choice picked more cards than the hand holds');
    return { ...out, ask: { ...out.ask, picked: picked } };
  }
  if (out.kind !== 'script' || out.skill !== 'pindian' || frame.kind !== 'script') return out;
  if (frame.data['mine'] !== HIDDEN_CARD) return out;
  // The first card the viewer does not know (known cards are dealt first).
  const chooser = players[out.owner];
  const mine = chooser?.hand[chooser.known.length];
  invariant(mine !== undefined, 'a point fight whose first chooser holds no card');
  return { ...out, data: { ...out.data, mine } };
}
