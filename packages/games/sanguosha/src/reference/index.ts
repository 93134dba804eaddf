import type { GameReference, ReferenceEntry } from '@tavern/engine';
import { CARD_TITLE, cardLabel, findCard, type CardName } from '../cards';
import { GENERALS } from '../generals';
import { CARD_TEXT_EN } from './cards-en';
import { SKILLS_EN } from './skills-en';
import { TERMS_EN } from './terms-en';

const CARD_ENTRIES: readonly ReferenceEntry[] = (Object.keys(CARD_TITLE) as CardName[]).map((name) => ({
  key: `card.${name}`,
  kind: 'card',
  name: CARD_TITLE[name],
  text: CARD_TEXT_EN[name],
}));

/** Every skill some general has, once (Mashu belongs to two). */
const SKILL_IDS: readonly string[] = [...new Set(GENERALS.flatMap((general) => general.skills))];

const SKILL_ENTRIES: readonly ReferenceEntry[] = SKILL_IDS.map((id) => ({
  key: `skill.${id}`,
  kind: 'skill',
  name: SKILLS_EN[id]?.name ?? '',
  text: SKILLS_EN[id]?.text ?? '',
}));

const KINGDOMS: Readonly<Record<string, string>> = { wei: 'Wei', shu: 'Shu', wu: 'Wu', qun: 'Qun' };

const GENERAL_ENTRIES: readonly ReferenceEntry[] = GENERALS.map((general) => ({
  key: `general.${general.id}`,
  kind: 'general',
  name: general.name,
  text: `${KINGDOMS[general.kingdom] ?? ''}, ${general.maxHp} health, ${general.gender === 'F' ? 'female' : 'male'}. Skills: ${general.skills
    .map((id) => (SKILLS_EN[id]?.name ?? id).split(' (')[0])
    .join(', ')}.`,
  related: [...general.skills.map((id) => `skill.${id}`), `term.${general.kingdom}`],
}));

/** Sanguosha's card, general, skill and role reference (English). */
export const reference: GameReference = {
  entries: [...CARD_ENTRIES, ...SKILL_ENTRIES, ...GENERAL_ENTRIES, ...TERMS_EN],
  keyOfCard: (cardId) => {
    const card = findCard(cardId);
    return card === undefined ? null : `card.${card.name}`;
  },
  cardName: (cardId) => (findCard(cardId) === undefined ? 'a hidden card' : cardLabel(cardId)),
};
