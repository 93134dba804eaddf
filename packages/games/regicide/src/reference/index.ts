import { translateEntries, type GameReference, type Language } from '@tavern/engine';
import { cardInfo, cardLabel } from '../cards';
import { WORDS_BE } from './be';
import { ENTRIES_EN } from './en';
import { WORDS_ES } from './es';
import { WORDS_TA } from './ta';
import type { RegicideWords } from './words';

const SUIT_KEYS = {
  H: 'suit.hearts',
  D: 'suit.diamonds',
  C: 'suit.clubs',
  S: 'suit.spades',
} as const;
const RANK_KEYS: Readonly<Record<number, string>> = {
  1: 'card.ace',
  11: 'card.jack',
  12: 'card.queen',
  13: 'card.king',
};

/** The English words, in the shape every translation has. */
export const WORDS_EN: RegicideWords = {
  entries: Object.fromEntries(
    ENTRIES_EN.map((entry) => [entry.key, { name: entry.name, text: entry.text }]),
  ),
  jester: 'Jester',
  unknownCard: 'an unknown card',
};

/** Every language's words, English first. */
export const REGICIDE_WORDS: Readonly<Record<Language, RegicideWords>> = {
  en: WORDS_EN,
  es: WORDS_ES,
  be: WORDS_BE,
  ta: WORDS_TA,
};

function keyOfCard(cardId: string): string | null {
  const info = cardInfo(cardId);
  if (info === undefined) return null;
  if (info.suit === null) return 'card.jester';
  return RANK_KEYS[info.rank] ?? 'card.number';
}

function referenceIn(words: RegicideWords): GameReference {
  return {
    entries: translateEntries(ENTRIES_EN, words.entries),
    keyOfCard,
    // A card reads as its rank and suit symbol ("7♠") in every language; only the Jester has a name.
    cardName: (cardId) => {
      const info = cardInfo(cardId);
      if (info === undefined) return words.unknownCard;
      return info.suit === null ? words.jester : cardLabel(cardId);
    },
    cardKeys(cardId) {
      const kind = keyOfCard(cardId);
      if (kind === null) return [];
      const suit = cardInfo(cardId)?.suit ?? null;
      return suit === null ? [kind, 'term.immunity'] : [kind, SUIT_KEYS[suit]];
    },
  };
}

const REFERENCES: Readonly<Record<Language, GameReference>> = {
  en: referenceIn(WORDS_EN),
  es: referenceIn(WORDS_ES),
  be: referenceIn(WORDS_BE),
  ta: referenceIn(WORDS_TA),
};

/** Regicide's card and suit reference in `language`. */
export function referenceFor(language: Language): GameReference {
  return REFERENCES[language];
}

/** Regicide's card and suit reference (English). */
export const reference: GameReference = REFERENCES.en;
