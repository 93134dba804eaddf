import type { GameReference } from '@tavern/engine';
import { cardInfo, cardLabel } from '../cards';
import { ENTRIES_EN } from './en';

const SUIT_KEYS = { H: 'suit.hearts', D: 'suit.diamonds', C: 'suit.clubs', S: 'suit.spades' } as const;
const RANK_KEYS: Readonly<Record<number, string>> = { 1: 'card.ace', 11: 'card.jack', 12: 'card.queen', 13: 'card.king' };

function keyOfCard(cardId: string): string | null {
  const info = cardInfo(cardId);
  if (info === undefined) return null;
  if (info.suit === null) return 'card.jester';
  return RANK_KEYS[info.rank] ?? 'card.number';
}

/** Regicide's card and suit reference (English). */
export const reference: GameReference = {
  entries: ENTRIES_EN,
  keyOfCard,
  cardName: (cardId) => (cardInfo(cardId) === undefined ? 'an unknown card' : cardLabel(cardId)),
  cardKeys(cardId) {
    const kind = keyOfCard(cardId);
    if (kind === null) return [];
    const suit = cardInfo(cardId)?.suit ?? null;
    return suit === null ? [kind, 'term.immunity'] : [kind, SUIT_KEYS[suit]];
  },
};

