import { createRng, invariant, type CardId, type FrameId, type Seat } from '@tavern/engine';
import { cardDef, slotOf, type CardName, type Slot } from '../cards';
import type { Frame, Json, Player, SgsState, Turn } from '../types';
import { emit } from './events';
import { knownAfterUnseenRemoval, knownEntry, mergeKnown, seersOf, type Reveal } from './reveal';

// Small immutable state operations shared by every frame and skill. Each returns a new state that
// shares every untouched part with its input.

/** A mutable view of a fresh object being built (never of a state already handed out). */
export type Writable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A shallow copy built as a literal with a fixed key order: every state object then has one
 * shape, which keeps the hot paths (push, pop, setTop) monomorphic and fast.
 */
export function copyState(s: SgsState): Writable<SgsState> {
  return {
    rng: s.rng, numPlayers: s.numPlayers, options: s.options, players: s.players, drawPile: s.drawPile,
    discardPile: s.discardPile, processing: s.processing, looking: s.looking, turn: s.turn, stack: s.stack,
    nextFrameId: s.nextFrameId, pending: s.pending, result: s.result,
  };
}

/** Replaces fields of one player. */
export function setPlayer(s: SgsState, seat: Seat, patch: Partial<Player>): SgsState {
  const players = s.players.slice();
  // A bare clone (fast: every player has one shape) then the patch, rather than a double spread.
  players[seat] = Object.assign({ ...(players[seat] as Player) }, patch);
  const next = copyState(s);
  next.players = players;
  return next;
}

/** One player (the seat must exist). */
export function player(s: SgsState, seat: Seat): Player {
  const p = s.players[seat];
  invariant(p !== undefined, `no seat ${seat}`);
  return p;
}

/** Replaces fields of the turn record. */
export function setTurn(s: SgsState, patch: Partial<Turn>): SgsState {
  const next = copyState(s);
  next.turn = Object.assign({ ...s.turn }, patch);
  return next;
}

/** Adds to a per-turn counter. */
export function bumpTurnFlag(s: SgsState, key: string, by = 1): SgsState {
  return setTurn(s, { turnFlags: bumped(s.turn.turnFlags, key, by) });
}

/** Adds to a per-play-phase counter. */
export function bumpPhaseFlag(s: SgsState, key: string, by = 1): SgsState {
  return setTurn(s, { phaseFlags: bumped(s.turn.phaseFlags, key, by) });
}

function bumped(flags: Readonly<Record<string, number>>, key: string, by: number): Record<string, number> {
  // A clone then a store: a spread with a computed key is built on V8's slow generic path.
  const out = { ...flags };
  out[key] = (flags[key] ?? 0) + by;
  return out;
}

/** The top frame of the stack. */
export function top(s: SgsState): Frame | undefined {
  return s.stack[s.stack.length - 1];
}

/**
 * Pushes a frame built from `fields`, giving it the next id and the current top as parent. `fields`
 * must be a fresh object literal: push completes it into the frame itself rather than copying it,
 * as a copy made here would see every frame shape and so take V8's slow generic path.
 */
export function push<F extends Frame>(s: SgsState, fields: Omit<F, 'id' | 'parent' | 'ret'>): SgsState {
  // Once the game is over (a victory or an exhausted deck, possibly mid-step) the stack stays empty.
  if (s.result !== null) return s;
  const parent = top(s);
  // The same key order as a `{ ...fields, id, parent, ret }` literal.
  const frame = fields as Writable<F>;
  frame.id = s.nextFrameId as FrameId;
  frame.parent = parent ? parent.id : null;
  frame.ret = null;
  const stack = s.stack.slice();
  stack.push(frame as F);
  const next = copyState(s);
  next.stack = stack;
  next.nextFrameId = s.nextFrameId + 1;
  return next;
}

/** Replaces the top frame with `frame` (same id). */
export function setTop(s: SgsState, frame: Frame): SgsState {
  if (s.result !== null) return s;
  const stack = s.stack.slice();
  stack[stack.length - 1] = frame;
  const next = copyState(s);
  next.stack = stack;
  return next;
}

/** Pops the top frame and hands `value` to the new top (its parent). */
export function pop(s: SgsState, value: Json = null): SgsState {
  if (s.result !== null) return s;
  const stack = s.stack.slice(0, -1);
  const parentIndex = stack.length - 1;
  const parentFrame = stack[parentIndex];
  // A parent already holding this value (often null) is kept as it is: frames are immutable, so the
  // copy would be equal, and a clone here sees every frame shape (V8's slow generic path).
  if (parentFrame !== undefined && parentFrame.ret !== value) {
    const parentCopy = { ...parentFrame } as Writable<Frame>;
    parentCopy.ret = value;
    stack[parentIndex] = parentCopy;
  }
  const next = copyState(s);
  next.stack = stack;
  return next;
}

/** The frame with this id, if still on the stack. */
export function frameById(s: SgsState, id: FrameId | null): Frame | undefined {
  if (id === null) return undefined;
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const frame = s.stack[i];
    if (frame?.id === id) return frame;
  }
  return undefined;
}

/** Replaces fields of the frame with this id (no-op if it is gone). */
export function patchFrame(s: SgsState, id: FrameId | null, patch: Partial<Frame>): SgsState {
  if (id === null) return s;
  const index = s.stack.findIndex((frame) => frame.id === id);
  if (index < 0) return s;
  const stack = s.stack.slice();
  stack[index] = Object.assign({ ...(stack[index] as Frame) }, patch);
  const next = copyState(s);
  next.stack = stack;
  return next;
}

/**
 * Where a card can be moved to. A move into a hand states what it reveals (`Reveal`): the rule that
 * moves the card decides, never a later scan of where the card ended up.
 */
export type Zone =
  | { readonly to: 'hand'; readonly seat: Seat; readonly reveal: Reveal }
  | { readonly to: 'equip'; readonly seat: Seat }
  | { readonly to: 'judge'; readonly seat: Seat; readonly as: CardName }
  | { readonly to: 'buqu'; readonly seat: Seat }
  | { readonly to: 'discard' }
  | { readonly to: 'processing' }
  | { readonly to: 'drawTop' }
  | { readonly to: 'drawBottom' };

/** Where a card is now (hands, equipment, judgement areas, processing, looking). */
export type Place =
  | { readonly at: 'hand' | 'equip' | 'judge' | 'buqu'; readonly seat: Seat }
  | { readonly at: 'processing' | 'looking' | 'draw' | 'discard' | 'nowhere' };

/** Finds a card outside the draw and discard piles. */
export function locate(s: SgsState, card: CardId): Place {
  if (s.processing.includes(card)) return { at: 'processing' };
  for (let seat = 0; seat < s.players.length; seat++) {
    const p = s.players[seat] as Player;
    if (p.hand.includes(card)) return { at: 'hand', seat: seat as Seat };
    if (p.equip.weapon === card || p.equip.armor === card || p.equip.plus === card || p.equip.minus === card) {
      return { at: 'equip', seat: seat as Seat };
    }
    if (p.judge.some((entry) => entry.card === card)) return { at: 'judge', seat: seat as Seat };
    if (p.buqu.includes(card)) return { at: 'buqu', seat: seat as Seat };
  }
  if (s.looking?.cards.includes(card) === true) return { at: 'looking' };
  return { at: 'nowhere' };
}

function removeCard(s: SgsState, card: CardId, seers: 'all' | readonly Seat[]): SgsState {
  const place = locate(s, card);
  switch (place.at) {
    case 'processing':
      return { ...s, processing: s.processing.filter((c) => c !== card) };
    case 'looking':
      return s.looking ? { ...s, looking: { ...s.looking, cards: s.looking.cards.filter((c) => c !== card) } } : s;
    case 'hand': {
      const p = player(s, place.seat);
      const hand = p.hand.filter((c) => c !== card);
      // What others knew of the card lapses with it leaving the hand (the new zone decides anew).
      // A seat that does not see the move loses track of every card it knew there, the moved one included.
      const kept = p.known.length === 0 || seers === 'all' ? p.known : knownAfterUnseenRemoval(p.known, place.seat, seers);
      const known = kept.length === 0 ? kept : kept.filter((k) => k.card !== card);
      const patch = p.known.length === 0 ? { hand } : { hand, known };
      let next = setPlayer(s, place.seat, patch);
      if (hand.length === 0) next = queueTrigger(next, 'handEmptied', place.seat);
      return next;
    }
    case 'equip': {
      const p = player(s, place.seat);
      const slot = slotOf(cardDef(card).name) as Slot;
      const next = setPlayer(s, place.seat, { equip: { ...p.equip, [slot]: null } });
      return queueTrigger(next, 'equipLost', place.seat);
    }
    case 'judge': {
      const p = player(s, place.seat);
      return setPlayer(s, place.seat, { judge: p.judge.filter((entry) => entry.card !== card) });
    }
    case 'buqu':
      return setPlayer(s, place.seat, { buqu: player(s, place.seat).buqu.filter((c) => c !== card) });
    case 'draw':
    case 'discard':
    case 'nowhere':
      invariant(false, `card ${card} is not in a movable place`);
  }
}

/** Queues a movement trigger (M2) if the seat has a skill listening for it. */
export function queueTrigger(s: SgsState, point: string, seat: Seat): SgsState {
  if (!listens(s, seat, point)) return s;
  return { ...s, pending: [...s.pending, { point, seat }] };
}

// Set by the skill registry at load time, to avoid an import cycle between ops and skills.
let listensHook: (s: SgsState, seat: Seat, point: string) => boolean = () => false;

/** Installs the registry's "does this seat listen to this point" query. */
export function setListensHook(hook: (s: SgsState, seat: Seat, point: string) => boolean): void {
  listensHook = hook;
}

function listens(s: SgsState, seat: Seat, point: string): boolean {
  return listensHook(s, seat, point);
}

/** Moves cards, in list order, from wherever they are to `zone` (§4.8). */
export function moveCards(s: SgsState, cards: readonly CardId[], zone: Zone): SgsState {
  let next = s;
  const seers = seersOf(zone);
  for (const card of cards) {
    next = removeCard(next, card, seers);
    next = addCard(next, card, zone);
  }
  return next;
}

function addCard(s: SgsState, card: CardId, zone: Zone): SgsState {
  switch (zone.to) {
    case 'hand': {
      const p = player(s, zone.seat);
      const entry = knownEntry(card, zone.seat, zone.reveal);
      if (entry === null) return setPlayer(s, zone.seat, { hand: [...p.hand, card] });
      return setPlayer(s, zone.seat, { hand: [...p.hand, card], known: [...p.known, entry] });
    }
    case 'equip': {
      const slot = slotOf(cardDef(card).name);
      invariant(slot !== null, `card ${card} is not equipment`);
      const p = player(s, zone.seat);
      return setPlayer(s, zone.seat, { equip: { ...p.equip, [slot]: card } });
    }
    case 'judge':
      return setPlayer(s, zone.seat, { judge: [...player(s, zone.seat).judge, { card, as: zone.as }] });
    case 'buqu':
      return setPlayer(s, zone.seat, { buqu: [...player(s, zone.seat).buqu, card] });
    case 'discard':
      return { ...s, discardPile: [...s.discardPile, card] };
    case 'processing':
      return { ...s, processing: [...s.processing, card] };
    case 'drawTop':
      return { ...s, drawPile: [card, ...s.drawPile] };
    case 'drawBottom':
      return { ...s, drawPile: [...s.drawPile, card] };
  }
}

/** Shows cards of a seat's hand without moving them (Fire Attack's shown card, §4.10). */
export function showCards(s: SgsState, seat: Seat, cards: readonly CardId[], reveal: Reveal): SgsState {
  let known = player(s, seat).known;
  for (const card of cards) {
    const entry = knownEntry(card, seat, reveal);
    if (entry === null) continue;
    const index = known.findIndex((k) => k.card === card);
    known = index < 0 ? [...known, entry] : known.map((k, i) => (i === index ? mergeKnown(k, entry) : k));
  }
  return known === player(s, seat).known ? s : setPlayer(s, seat, { known });
}

/** Ends the game (a win or a draw): the stack is cleared at once (§3.10). */
export function endGame(s: SgsState, result: SgsState['result']): SgsState {
  if (result !== null) emit({ type: 'gameOver', kind: result.kind, winners: result.winners });
  return { ...s, result, stack: [], pending: [], players: s.players.map((p) => ({ ...p, revealed: true })) };
}

/**
 * Ensures `n` cards in the draw pile, shuffling the discard pile under it if needed (§3.6). Returns
 * a finished (drawn) game if even that is not enough.
 */
export function ensureDraw(s: SgsState, n: number): SgsState {
  if (s.drawPile.length >= n) return s;
  const rng = createRng(s.rng);
  const reshuffled = rng.shuffle(s.discardPile);
  const next: SgsState = { ...s, rng: rng.state(), drawPile: [...s.drawPile, ...reshuffled], discardPile: [] };
  // The reshuffled cards were face up in the discard pile: the event lists them as shown, so a card
  // turned over earlier in the same step (a judgement) stays a fact the table saw.
  emit({ type: 'pileReshuffled', count: reshuffled.length, shown: reshuffled });
  if (next.drawPile.length < n) return endGame(next, { kind: 'draw', winners: [] });
  return next;
}

/** Takes the top `n` cards of the draw pile out (the caller places them). */
export function takeTop(s: SgsState, n: number): { state: SgsState; cards: CardId[] } {
  const ready = ensureDraw(s, n);
  if (ready.result !== null) return { state: ready, cards: [] };
  return { state: { ...ready, drawPile: ready.drawPile.slice(n) }, cards: ready.drawPile.slice(0, n) };
}

/** A player draws `n` cards (ids private to the drawer). */
export function drawCards(s: SgsState, seat: Seat, n: number): SgsState {
  if (n <= 0) return s;
  const { state, cards } = takeTop(s, n);
  if (state.result !== null) return state;
  emit({
    type: 'cardsDrawn', seat, cards, count: n, visibleTo: [seat],
    redacted: { type: 'cardsDrawn', seat, count: n },
  });
  return setPlayer(state, seat, { hand: [...player(state, seat).hand, ...cards] });
}

/** A player's cards in hand and equipment, hand first (for "discard a card" costs). */
export function handAndEquip(p: Player): CardId[] {
  return [...p.hand, ...equipCards(p)];
}

/** A player's equipped cards in slot order. */
export function equipCards(p: Player): CardId[] {
  const out: CardId[] = [];
  if (p.equip.weapon !== null) out.push(p.equip.weapon);
  if (p.equip.armor !== null) out.push(p.equip.armor);
  if (p.equip.plus !== null) out.push(p.equip.plus);
  if (p.equip.minus !== null) out.push(p.equip.minus);
  return out;
}

/** Living seats in seat order starting from `from` (included if alive). */
export function seatsFrom(s: SgsState, from: Seat): Seat[] {
  const out: Seat[] = [];
  for (let k = 0; k < s.numPlayers; k++) {
    const seat = ((from + k) % s.numPlayers) as Seat;
    if ((s.players[seat] as Player).alive) out.push(seat);
  }
  return out;
}

/** The next living seat after `seat`. */
export function nextAlive(s: SgsState, seat: Seat): Seat {
  for (let k = 1; k <= s.numPlayers; k++) {
    const next = ((seat + k) % s.numPlayers) as Seat;
    if ((s.players[next] as Player).alive) return next;
  }
  return seat;
}

/** Number of living players. */
export function aliveCount(s: SgsState): number {
  let n = 0;
  for (const p of s.players) if (p.alive) n++;
  return n;
}
