import type { GameEvent, Seat } from '@tavern/engine';
import { cardInfo, type Colour } from '../cards';
import type { Draft } from '../state';
import { endRound } from './round-end';
import { afterResolution, endTurn } from './turn';
import { addToSkillArea, removeFromHand } from './zones';

/**
 * A field play (spec §3.4): the card becomes the field card and sets the current colour (its own, or
 * the chosen one for a wild). Its skill never happens. Returns true if it emptied the hand, which
 * ends the round at once (spec §3.9).
 */
export function fieldPlay(
  d: Draft,
  seat: Seat,
  card: string,
  colour: Colour | undefined,
  events: GameEvent[],
): boolean {
  removeFromHand(d, seat, card, events);
  d.fieldPile = [...d.fieldPile, card];
  const own = cardInfo(card).colour;
  d.colour = own ?? colour ?? d.colour;
  events.push({ type: 'cardPlayed', seat, card, colour: d.colour });
  if ((d.hands[seat] ?? []).length === 0) {
    endRound(d, -1, events);
    return true;
  }
  return false;
}

/** A field play as a main action or post-draw play; the turn ends unless the round did. */
export function mainFieldPlay(
  d: Draft,
  seat: Seat,
  card: string,
  colour: Colour | undefined,
  events: GameEvent[],
): void {
  if (!fieldPlay(d, seat, card, colour, events)) endTurn(d, events);
}

/**
 * A skill play (spec §3.5 steps 2-3): the card moves into the player's skill area. A Defense card has
 * nothing to declare on its owner's turn (D-37); any other card waits for the declaration.
 */
export function skillPlay(d: Draft, seat: Seat, card: string, events: GameEvent[]): void {
  removeFromHand(d, seat, card, events);
  addToSkillArea(d, seat, card);
  events.push({ type: 'skillPlayed', seat, card });
  if (cardInfo(card).isDefense) {
    afterResolution(d, events);
    return;
  }
  d.pending = { kind: 'declare', seat, card, lastCard: (d.hands[seat] ?? []).length === 0 };
}
