import { createRng, type CardId, type GameEvent, type Seat } from '@tavern/engine';
import { compareCards } from '../cards';
import type { Draft } from './draft';

/**
 * ♥ Hearts (§3.4.1): up to `value` random cards of the discard pile go face down, in random order,
 * under the Tavern. The rest of the discard pile stays as it was.
 */
export function healFromDiscard(d: Draft, value: number): void {
  const size = d.discard.length;
  if (size === 0) return;
  const count = Math.min(value, size);
  const rng = createRng(d.rng);
  let moved: CardId[];
  if (count === size) {
    moved = rng.shuffle(d.discard);
    d.discard = [];
  } else {
    // Pick `count` distinct positions uniformly (a partial Fisher-Yates over positions), then keep
    // the others in their order.
    const positions: number[] = [];
    for (let i = 0; i < size; i++) positions.push(i);
    moved = [];
    for (let i = 0; i < count; i++) {
      const j = i + rng.int(size - i);
      const pick = positions[j] as number;
      positions[j] = positions[i] as number;
      positions[i] = pick;
      moved.push(d.discard[pick] as CardId);
    }
    const kept: CardId[] = [];
    for (const card of d.discard) if (!moved.includes(card)) kept.push(card);
    d.discard = kept;
  }
  d.rng = rng.state();
  d.tavern = d.tavern.concat(moved);
  d.events.push({ type: 'healed', count });
}

/**
 * ♦ Diamonds (§3.4.2): starting with the current player and going clockwise, each player below the
 * maximum hand size draws one card, until `value` cards are drawn, the Tavern is empty or every
 * hand is full. Returns nothing; draws are private events with a public count.
 */
export function drawCards(d: Draft, value: number): void {
  const n = d.numPlayers;
  const max = d.maxHandSize;
  const sizes = d.hands.map((hand) => hand.length);
  const gained: CardId[][] = d.hands.map(() => []);
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

/** Moves the top `taken` Tavern cards into hands as listed in `gained[seat]`, with private events. */
export function giveCards(d: Draft, gained: readonly (readonly CardId[])[], taken: number): void {
  d.hands = d.hands.map((hand, seat) => {
    const cards = gained[seat] ?? [];
    // Hands are kept sorted, so legal actions are listed in one canonical order (see state.ts).
    return cards.length === 0 ? hand : hand.concat(cards).sort(compareCards);
  });
  d.tavern = d.tavern.slice(taken);
  d.tavernKnownTop = Math.max(0, d.tavernKnownTop - taken);
  gained.forEach((cards, seat) => {
    if (cards.length > 0) d.events.push(drawEvent(seat as Seat, cards));
  });
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
