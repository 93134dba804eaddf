import {
  translateEntries,
  type GameReference,
  type Language,
  type ReferenceEntry,
} from '@tavern/engine';
import { CARD_TITLE, cardLabel, findCard, type CardName } from '../cards';
import { GENERALS } from '../generals';
import { WORDS_BE } from './be';
import { CARD_TEXT_EN } from './cards-en';
import { WORDS_ES } from './es';
import { SKILLS_EN } from './skills-en';
import { WORDS_TA } from './ta';
import { TERMS_EN } from './terms-en';
import type { SanguoshaWords } from './words';

const CARD_NAMES = Object.keys(CARD_TITLE) as CardName[];

/** Every skill some general has, once (Mashu belongs to two). */
const SKILL_IDS: readonly string[] = [...new Set(GENERALS.flatMap((general) => general.skills))];

/** The English words, in the shape every translation has. */
export const WORDS_EN: SanguoshaWords = {
  cardTitles: CARD_TITLE,
  cardTexts: CARD_TEXT_EN,
  skills: SKILLS_EN,
  terms: Object.fromEntries(
    TERMS_EN.map((entry) => [entry.key, { name: entry.name, text: entry.text }]),
  ),
  kingdoms: { wei: 'Wei', shu: 'Shu', wu: 'Wu', qun: 'Qun' },
  generalText: (kingdom, maxHp, female, skills) =>
    `${kingdom}, ${maxHp} health, ${female ? 'female' : 'male'}. Skills: ${skills.join(', ')}.`,
  hiddenCard: 'a hidden card',
};

/** Every language's words, English first. */
export const SANGUOSHA_WORDS: Readonly<Record<Language, SanguoshaWords>> = {
  en: WORDS_EN,
  es: WORDS_ES,
  be: WORDS_BE,
  ta: WORDS_TA,
};

function referenceIn(words: SanguoshaWords): GameReference {
  const cards: ReferenceEntry[] = CARD_NAMES.map((name) => ({
    key: `card.${name}`,
    kind: 'card',
    name: words.cardTitles[name],
    text: words.cardTexts[name],
  }));
  const skills: ReferenceEntry[] = SKILL_IDS.map((id) => ({
    key: `skill.${id}`,
    kind: 'skill',
    name: words.skills[id]?.name ?? '',
    text: words.skills[id]?.text ?? '',
  }));
  const generals: ReferenceEntry[] = GENERALS.map((general) => ({
    key: `general.${general.id}`,
    kind: 'general',
    name: general.name,
    text: words.generalText(
      words.kingdoms[general.kingdom],
      general.maxHp,
      general.gender === 'F',
      general.skills.map((id) => (words.skills[id]?.name ?? id).split(' (')[0] ?? id),
    ),
    related: [...general.skills.map((id) => `skill.${id}`), `term.${general.kingdom}`],
  }));
  return {
    entries: [...cards, ...skills, ...generals, ...translateEntries(TERMS_EN, words.terms)],
    keyOfCard: (cardId) => {
      const card = findCard(cardId);
      return card === undefined ? null : `card.${card.name}`;
    },
    // The suit and rank ("♠7") follow the title in every language.
    cardName: (cardId) => {
      const card = findCard(cardId);
      if (card === undefined) return words.hiddenCard;
      return `${words.cardTitles[card.name]}${cardLabel(cardId).slice(CARD_TITLE[card.name].length)}`;
    },
  };
}

const REFERENCES: Readonly<Record<Language, GameReference>> = {
  en: referenceIn(WORDS_EN),
  es: referenceIn(WORDS_ES),
  be: referenceIn(WORDS_BE),
  ta: referenceIn(WORDS_TA),
};

/** Sanguosha's card, general, skill and role reference in `language`. */
export function referenceFor(language: Language): GameReference {
  return REFERENCES[language];
}

/** Sanguosha's card, general, skill and role reference (English). */
export const reference: GameReference = REFERENCES.en;
