import type { CardId, GameEvent, Seat } from '@tavern/engine';
import type { KnownCard } from '../types';
import { emit } from './events';
import type { Zone } from './ops';

/**
 * What a card movement shows, stated by the rule that moves the card (style point 9, overrides
 * declared on a move): `public` — the whole table sees it (§6.1: Harvest, Fanjian, Huangtian, a card
 * taken from a face-up zone...); a list of seats — those seats see it besides the hand's owner (§6.2:
 * the giver of a Rende card, Guo Jia for his Yiji cards, the previous owner of a blind pick); `hidden`
 * — only the hand's owner (a draw).
 */
export type Reveal = 'public' | 'hidden' | readonly Seat[];

/** The knowledge entry a reveal leaves on a hand card, or null when only the owner knows it. */
export function knownEntry(card: CardId, owner: Seat, reveal: Reveal): KnownCard | null {
  if (reveal === 'hidden') return null;
  if (reveal === 'public') return { card, by: 'all' };
  const by = reveal.filter((seat, i) => seat !== owner && reveal.indexOf(seat) === i);
  return by.length === 0 ? null : { card, by };
}

/** Merges a new reveal of a hand card into what was already known of it (`all` absorbs any list). */
export function mergeKnown(old: KnownCard, added: KnownCard): KnownCard {
  const before = old.by;
  const after = added.by;
  if (before === 'all' || after === 'all') return { card: old.card, by: 'all' };
  return { card: old.card, by: [...before, ...after.filter((seat) => !before.includes(seat))] };
}

/** Does `viewer` know this hand card of another seat? */
export function knows(entry: KnownCard, viewer: Seat | 'spectator'): boolean {
  return entry.by === 'all' || (viewer !== 'spectator' && entry.by.includes(viewer));
}

/**
 * The event of a movement into `owner`'s hand, visible as the move's reveal states: public as it is,
 * otherwise to the owner and the listed seats, with `redacted` (naming no card) for everyone else.
 */
export function revealedEvent(event: GameEvent, owner: Seat, reveal: Reveal, redacted: GameEvent): GameEvent {
  if (reveal === 'public') return event;
  const seers = reveal === 'hidden' ? [owner] : [owner, ...reveal.filter((seat) => seat !== owner)];
  return { ...event, visibleTo: seers, redacted };
}

/**
 * Who learns which card a move took from a hand: everyone for a face-up destination or a public
 * reveal; otherwise only the seats the move shows it to.
 */
export function seersOf(zone: Zone): 'all' | readonly Seat[] {
  if (zone.to === 'drawTop' || zone.to === 'drawBottom') return [];
  if (zone.to !== 'hand' || zone.reveal === 'public') return 'all';
  return zone.reveal === 'hidden' ? [zone.seat] : [zone.seat, ...zone.reveal];
}

/**
 * What others still know of a hand after a card left it unseen by some: a seat that did not see
 * which card went can no longer be sure that any card it knew there is still there (a blind pick
 * may have taken the very card Fanjian showed), so its knowledge of that hand lapses.
 */
export function knownAfterUnseenRemoval(known: readonly KnownCard[], owner: Seat, seers: readonly Seat[]): KnownCard[] {
  const out: KnownCard[] = [];
  const lapsedForAll: CardId[] = [];
  const lapsedFor = new Map<Seat, CardId[]>();
  for (const entry of known) {
    if (entry.by === 'all') {
      lapsedForAll.push(entry.card);
      const by = seers.filter((seat) => seat !== owner);
      if (by.length > 0) out.push({ card: entry.card, by });
      continue;
    }
    const by = entry.by.filter((seat) => seers.includes(seat));
    for (const seat of entry.by) if (!seers.includes(seat)) lapsedFor.set(seat, [...(lapsedFor.get(seat) ?? []), entry.card]);
    if (by.length > 0) out.push({ card: entry.card, by });
  }
  // Each seat is told which of the cards it knew it has lost track of (it saw them, so naming them
  // reveals nothing): a card does not silently leave a viewer's sight.
  if (lapsedForAll.length > 0) emit({ type: 'knowledgeLapsed', seat: owner, cards: lapsedForAll });
  for (const [seat, cards] of lapsedFor) emit({ type: 'knowledgeLapsed', seat: owner, cards, visibleTo: [seat] });
  return out;
}
