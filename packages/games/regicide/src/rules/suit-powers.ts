import { shuffleFromState, type CardId, type GameEvent, type Seat } from '@tavern/engine';
import { sortCards } from '../cards';
import type { Draft } from './draft';

/**
 * ♥ Hearts (§3.4.1): up to `value` random cards of the discard pile go face down, in random order,
 * under the Tavern. The rest of the discard pile stays as it was.
 */
export function healFromDiscard(d: Draft, value: number): void {
  const discard = d.discard;
  const size = discard.length;
  if (size === 0) return;
  const count = Math.min(value, size);
  let moved: CardId[];
  if (count === size) {
    // The whole pile: the engine's shuffle, draw for draw, without building a generator.
    const shuffled = shuffleFromState(d.rng, discard);
    moved = shuffled.items;
    d.rng = shuffled.state;
    d.discard = [];
  } else {
    // Pick `count` distinct positions uniformly (a partial Fisher-Yates over positions), then keep
    // the others in their order. The draws are `createRng(d.rng).int(size - i)`, one sfc32 step
    // each, written out here because building a generator (closures) cost more than the picking.
    const positions = POSITIONS;
    for (let i = 0; i < size; i++) positions[i] = i;
    let [a, b, c, e] = d.rng;
    moved = new Array<CardId>(count);
    for (let i = 0; i < count; i++) {
      const t = (((a + b) | 0) + e) | 0;
      e = (e + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) | 0;
      const j = i + Math.floor(((t >>> 0) / TWO_POW_32) * (size - i));
      const pick = positions[j] as number;
      positions[j] = positions[i] as number;
      positions[i] = pick;
      moved[i] = discard[pick] as CardId;
    }
    d.rng = [a >>> 0, b >>> 0, c >>> 0, e >>> 0];
    const taken = TAKEN;
    taken.fill(0, 0, size);
    for (let i = 0; i < count; i++) taken[positions[i] as number] = 1;
    const kept: CardId[] = [];
    for (let i = 0; i < size; i++) if (taken[i] === 0) kept.push(discard[i] as CardId);
    d.discard = kept;
  }
  d.tavern = d.tavern.concat(moved);
  d.events.push({ type: 'healed', count });
}

const TWO_POW_32 = 4294967296;
// Scratch for the heal, reused between calls (the deck has 54 cards; apply is synchronous).
const POSITIONS = new Int32Array(64);
const TAKEN = new Uint8Array(64);

/**
 * ♦ Diamonds (§3.4.2): starting with the current player and going clockwise, each player below the
 * maximum hand size draws one card, until `value` cards are drawn, the Tavern is empty or every
 * hand is full. Returns nothing; draws are private events with a public count.
 */
export function drawCards(d: Draft, value: number): void {
  const n = d.numPlayers;
  const max = d.maxHandSize;
  const hands = d.hands;
  const sizes = SIZES;
  const gained: CardId[][] = [];
  for (let seat = 0; seat < n; seat++) {
    sizes[seat] = (hands[seat] as readonly CardId[]).length;
    gained.push([]);
  }
  let taken = 0;
  let seat = d.current as number;
  while (taken < value && taken < d.tavern.length) {
    let found = -1;
    for (let k = 0; k < n; k++) {
      const candidate = (seat + k) % n;
      if ((sizes[candidate] as number) < max) {
        found = candidate;
        break;
      }
    }
    if (found < 0) break;
    (gained[found] as CardId[]).push(d.tavern[taken] as CardId);
    sizes[found] = (sizes[found] as number) + 1;
    taken++;
    seat = (found + 1) % n;
  }
  if (taken === 0) return;
  giveCards(d, gained, taken);
}

const SIZES = new Int32Array(8);

/** Moves the top `taken` Tavern cards into hands as listed in `gained[seat]`, with private events. */
export function giveCards(d: Draft, gained: readonly (readonly CardId[])[], taken: number): void {
  const hands = d.hands.slice();
  for (let seat = 0; seat < hands.length; seat++) {
    const cards = gained[seat] ?? [];
    // Hands are kept sorted, so legal actions are listed in one canonical order (see state.ts).
    if (cards.length > 0) hands[seat] = sortCards((hands[seat] as readonly CardId[]).concat(cards));
  }
  d.hands = hands;
  d.tavern = d.tavern.slice(taken);
  d.tavernKnownTop = Math.max(0, d.tavernKnownTop - taken);
  for (let seat = 0; seat < gained.length; seat++) {
    const cards = gained[seat] as readonly CardId[];
    if (cards.length > 0) d.events.push(drawEvent(seat as Seat, cards));
  }
}

/** A draw: the cards are seen by the drawer only; everyone else learns the count. */
export function drawEvent(seat: Seat, cards: readonly CardId[]): GameEvent {
  return {
    type: 'cardsDrawn',
    seat,
    cards,
    count: cards.length,
    visibleTo: [seat],
    redacted: { type: 'cardsDrawn', seat, count: cards.length },
  };
}
