import type { GameReference, ReferenceEntry } from '@tavern/engine';
import { cardLabel, DECK, findCard, type CardInfo, type SkillId } from '../cards';
import { CARD_TEXT_EN, SKILL_NAME_EN, SKILL_TEXT_EN, TERMS_EN } from './en';

function slug(name: string): string {
  return name.replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase()).replace(/^\w/, (letter) => letter.toLowerCase());
}

function cardKey(card: CardInfo): string {
  return `card.${slug(card.name)}`;
}

function skillKey(skill: Exclude<SkillId, 'none'>): string {
  return `skill.${skill}`;
}

function cardEntries(): ReferenceEntry[] {
  const seen = new Map<string, ReferenceEntry>();
  for (const card of DECK) {
    const key = cardKey(card);
    if (seen.has(key)) continue;
    const related = [...(card.skill === 'none' ? [] : [skillKey(card.skill)]), ...(card.kind === 'wild' ? ['term.wild'] : [])];
    seen.set(key, {
      key,
      kind: 'card',
      name: card.kind === 'trumpet' ? card.name : `${card.name} (${card.number})`,
      text: CARD_TEXT_EN[card.name] ?? '',
      ...(related.length > 0 ? { related } : {}),
    });
  }
  return [...seen.values()];
}

const SKILL_ENTRIES: readonly ReferenceEntry[] = (Object.keys(SKILL_TEXT_EN) as Exclude<SkillId, 'none'>[]).map((skill) => ({
  key: skillKey(skill),
  kind: 'skill',
  name: SKILL_NAME_EN[skill],
  text: SKILL_TEXT_EN[skill],
}));

/** Gods' Gambit's card and skill reference (English). */
export const reference: GameReference = {
  entries: [...cardEntries(), ...SKILL_ENTRIES, ...TERMS_EN],
  keyOfCard: (cardId) => {
    const card = findCard(cardId);
    return card === undefined ? null : cardKey(card);
  },
  cardName: (cardId) => (findCard(cardId) === undefined ? 'an unknown card' : cardLabel(cardId)),
};
