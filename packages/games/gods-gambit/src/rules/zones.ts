import type { Seat } from '@tavern/engine';
import type { GameEvent } from '@tavern/engine';
import { isTrumpet } from '../cards';
import type { Draft } from '../state';
import { endRound } from './round-end';

/** Removes one card from a hand; records the seat as gone out if the hand is now empty (spec §3.9). */
export function removeFromHand(d: Draft, seat: Seat, card: string, events: GameEvent[]): void {
  const hand = d.hands[seat] ?? [];
  // Callers have checked the card is in the hand; -1 would drop the last card, as splice(-1) did.
  const found = hand.indexOf(card);
  const index = found < 0 ? hand.length - 1 : found;
  // One pass that skips the card (no copy-then-splice; slice() is slow on deep-frozen test states).
  const next: string[] = [];
  for (let i = 0; i < hand.length; i++) if (i !== index) next.push(hand[i] as string);
  d.hands[seat] = next;
  if (next.length === 0 && d.firstOut < 0) {
    d.firstOut = seat;
    events.push({ type: 'wentOut', seat });
  }
}

/** Adds a card to a seat's skill area (kept in order of arrival). */
export function addToSkillArea(d: Draft, seat: Seat, card: string): void {
  d.skillAreas[seat] = [...(d.skillAreas[seat] ?? []), card];
}

/**
 * "P draws n cards" (spec §3.7): one card at a time; a Trumpet is revealed and counts as drawn; an
 * empty pile skips the rest. If the fourth Trumpet appeared, the instruction is finished and the
 * round ends: returns true, and the caller must abandon everything still pending (spec §3.7.2).
 */
export function drawCards(d: Draft, seat: Seat, count: number, events: GameEvent[]): boolean {
  let fourth = false;
  for (let i = 0; i < count; i++) {
    const pile = d.drawPile;
    const card = pile[pile.length - 1];
    if (card === undefined) break;
    const rest = [...pile];
    rest.pop();
    d.drawPile = rest;
    if (isTrumpet(card)) {
      d.trumpets = [...d.trumpets, card];
      events.push({ type: 'trumpetRevealed', seat, card, count: d.trumpets.length });
      if (d.trumpets.length === 4) fourth = true;
    } else {
      d.hands[seat] = [...(d.hands[seat] ?? []), card];
      events.push({
        type: 'cardDrawn',
        seat,
        card,
        visibleTo: [seat],
        redacted: { type: 'cardDrawn', seat },
      });
    }
  }
  if (fourth) endRound(d, seat, events);
  return fourth;
}
