import {
  translateEntries,
  type GameReference,
  type Language,
  type ReferenceEntry,
} from '@tavern/engine';
import { COLOUR_NAMES, DECK, findCard, type CardInfo, type SkillId } from '../cards';
import { WORDS_BE } from './be';
import { CARD_TEXT_EN, SKILL_NAME_EN, SKILL_TEXT_EN, TERMS_EN } from './en';
import { WORDS_ES } from './es';
import { WORDS_TA } from './ta';
import type { GodsGambitWords } from './words';

type Skill = Exclude<SkillId, 'none'>;

function slug(name: string): string {
  return name
    .replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase())
    .replace(/^\w/, (letter) => letter.toLowerCase());
}

function cardKey(card: CardInfo): string {
  return `card.${slug(card.name)}`;
}

function skillKey(skill: Skill): string {
  return `skill.${skill}`;
}

const SKILLS = Object.keys(SKILL_TEXT_EN) as Skill[];

/** The English words, in the shape every translation has. */
export const WORDS_EN: GodsGambitWords = {
  cardNames: Object.fromEntries(Object.keys(CARD_TEXT_EN).map((name) => [name, name])),
  cardTexts: CARD_TEXT_EN,
  skills: Object.fromEntries(
    SKILLS.map((skill) => [skill, { name: SKILL_NAME_EN[skill], text: SKILL_TEXT_EN[skill] }]),
  ) as Record<Skill, { name: string; text: string }>,
  terms: Object.fromEntries(
    TERMS_EN.map((entry) => [entry.key, { name: entry.name, text: entry.text }]),
  ),
  colours: COLOUR_NAMES,
  commonCard: (name, number, colour) => `${colour} ${number} ${name}`,
  unknownCard: 'an unknown card',
};

/** Every language's words, English first. */
export const GODS_GAMBIT_WORDS: Readonly<Record<Language, GodsGambitWords>> = {
  en: WORDS_EN,
  es: WORDS_ES,
  be: WORDS_BE,
  ta: WORDS_TA,
};

function cardEntries(words: GodsGambitWords): ReferenceEntry[] {
  const seen = new Map<string, ReferenceEntry>();
  for (const card of DECK) {
    const key = cardKey(card);
    if (seen.has(key)) continue;
    const related = [
      ...(card.skill === 'none' ? [] : [skillKey(card.skill)]),
      ...(card.kind === 'wild' ? ['term.wild'] : []),
    ];
    const name = words.cardNames[card.name] ?? card.name;
    seen.set(key, {
      key,
      kind: 'card',
      name: card.kind === 'trumpet' ? name : `${name} (${card.number})`,
      text: words.cardTexts[card.name] ?? '',
      ...(related.length > 0 ? { related } : {}),
    });
  }
  return [...seen.values()];
}

function cardName(words: GodsGambitWords, cardId: string): string {
  const card = findCard(cardId);
  if (card === undefined) return words.unknownCard;
  const name = words.cardNames[card.name] ?? card.name;
  if (card.kind === 'common')
    return words.commonCard(name, card.number, words.colours[card.colour ?? 'W']);
  return card.kind === 'trumpet' ? name : `${name} ${card.number}`;
}

function referenceIn(words: GodsGambitWords): GameReference {
  const skillEntries: ReferenceEntry[] = SKILLS.map((skill) => ({
    key: skillKey(skill),
    kind: 'skill',
    name: words.skills[skill].name,
    text: words.skills[skill].text,
  }));
  return {
    entries: [...cardEntries(words), ...skillEntries, ...translateEntries(TERMS_EN, words.terms)],
    keyOfCard: (cardId) => {
      const card = findCard(cardId);
      return card === undefined ? null : cardKey(card);
    },
    cardName: (cardId) => cardName(words, cardId),
  };
}

const REFERENCES: Readonly<Record<Language, GameReference>> = {
  en: referenceIn(WORDS_EN),
  es: referenceIn(WORDS_ES),
  be: referenceIn(WORDS_BE),
  ta: referenceIn(WORDS_TA),
};

/** Gods' Gambit's card and skill reference in `language`. */
export function referenceFor(language: Language): GameReference {
  return REFERENCES[language];
}

/** Gods' Gambit's card and skill reference (English). */
export const reference: GameReference = REFERENCES.en;
