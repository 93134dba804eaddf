import type { CardId, Seat } from '@tavern/engine';
import { cardDef, isRedSuit, type Suit } from '../cards';
import type { SgsState, VCard } from '../types';

/** A card's colour: red, black or none (virtual cards of mixed or no subcards, §4.9). */
export type Colour = 'red' | 'black' | 'none';

/** The suit of a virtual card: the subcards' common suit, else null (§4.9). */
export function vSuit(card: VCard): Suit | null {
  const first = card.cards[0];
  if (first === undefined) return null;
  const suit = cardDef(first).suit;
  return card.cards.every((c) => cardDef(c).suit === suit) ? suit : null;
}

/** The colour of a virtual card (§4.9). */
export function vColour(card: VCard): Colour {
  if (card.cards.length === 0) return 'none';
  const reds = card.cards.filter((c) => isRedSuit(cardDef(c).suit)).length;
  if (reds === card.cards.length) return 'red';
  if (reds === 0) return 'black';
  return 'none';
}

/** The colour of one physical card. */
export function colourOf(card: CardId): 'red' | 'black' {
  return isRedSuit(cardDef(card).suit) ? 'red' : 'black';
}

/** Number of cards in hand, equipment and judgement areas of a seat. */
export function cardCount(s: SgsState, seat: Seat): number {
  const p = s.players[seat];
  if (p === undefined) return 0;
  let n = p.hand.length + p.judge.length;
  if (p.equip.weapon !== null) n++;
  if (p.equip.armor !== null) n++;
  if (p.equip.plus !== null) n++;
  if (p.equip.minus !== null) n++;
  return n;
}
