import {
  translateEntries,
  type GameReference,
  type Language,
  type ReferenceEntry,
} from '@tavern/engine';
import { getCardInfo, nuggetValue } from '../cards';
import { WORDS_BE } from './be';
import { ENTRIES_EN, TUNNEL_NAMES_EN, tunnelTextEn } from './en';
import { WORDS_ES } from './es';
import { WORDS_TA } from './ta';
import type { SaboteurWords } from './words';

const TOOL_WORDS: Readonly<Record<string, string>> = {
  PICKAXE: 'Pickaxe',
  LANTERN: 'Lantern',
  CART: 'Cart',
};

/** The tunnel type of a tunnel card id ("T-NES#3" → "T-NES"). */
function tunnelType(cardId: string): string {
  return cardId.split('#')[0] ?? '';
}

/** The reference key of a card id ("T-NES#3" → "card.tunnel.T-NES"), or null for an id the game does not know. */
export function keyOfCard(cardId: string): string | null {
  if (cardId === 'START') return 'card.start';
  if (cardId === 'GOAL-GOLD') return 'card.goalGold';
  if (cardId.startsWith('GOAL-COAL')) return 'card.goalCoal';
  if (/^NUG[123]#\d+$/.test(cardId)) return `card.nugget${nuggetValue(cardId)}`;
  if (/^SABOTEUR#\d+$/.test(cardId)) return 'role.saboteur';
  if (/^MINER#\d+$/.test(cardId)) return 'role.goldDigger';
  const info = getCardInfo(cardId);
  switch (info?.kind) {
    case 'tunnel':
      return `card.tunnel.${tunnelType(cardId)}`;
    case 'brokenTool':
      return `card.broken${TOOL_WORDS[info.tool] ?? ''}`;
    case 'repair':
      return `card.repair${info.tools.map((tool) => TOOL_WORDS[tool] ?? '').join('')}`;
    case 'rockfall':
      return 'card.rockfall';
    case 'map':
      return 'card.map';
    case undefined:
      return null;
  }
}

const TUNNEL_ENTRIES: readonly ReferenceEntry[] = Object.entries(TUNNEL_NAMES_EN).map(
  ([type, name]) => ({
    key: `card.tunnel.${type}`,
    kind: 'card',
    name,
    text: tunnelTextEn(type),
  }),
);

const ENTRIES: readonly ReferenceEntry[] = [...TUNNEL_ENTRIES, ...ENTRIES_EN];

/** The English words, in the shape every translation has. */
export const WORDS_EN: SaboteurWords = {
  tunnels: TUNNEL_NAMES_EN,
  tunnelText: tunnelTextEn('T-NS'),
  deadEndText: tunnelTextEn('D-NS'),
  entries: Object.fromEntries(
    ENTRIES_EN.map((entry) => [entry.key, { name: entry.name, text: entry.text }]),
  ),
  roleCard: 'role card',
  unknownCard: 'an unknown card',
};

/** Every language's words, English first. */
export const SABOTEUR_WORDS: Readonly<Record<Language, SaboteurWords>> = {
  en: WORDS_EN,
  es: WORDS_ES,
  be: WORDS_BE,
  ta: WORDS_TA,
};

function referenceIn(words: SaboteurWords): GameReference {
  const tunnelWords = Object.fromEntries(
    Object.entries(words.tunnels).map(([type, name]) => [
      `card.tunnel.${type}`,
      { name, text: type.startsWith('D-') ? words.deadEndText : words.tunnelText },
    ]),
  );
  const entries = translateEntries(ENTRIES, { ...tunnelWords, ...words.entries });
  const names = new Map(entries.map((entry) => [entry.key, entry.name]));
  return {
    entries,
    keyOfCard,
    cardName: (cardId) => {
      const key = keyOfCard(cardId);
      const name = key === null ? undefined : names.get(key);
      if (key === null || name === undefined) return words.unknownCard;
      return key.startsWith('role.') ? `${name} (${words.roleCard})` : name;
    },
  };
}

const REFERENCES: Readonly<Record<Language, GameReference>> = {
  en: referenceIn(WORDS_EN),
  es: referenceIn(WORDS_ES),
  be: referenceIn(WORDS_BE),
  ta: referenceIn(WORDS_TA),
};

/** Saboteur's card, role and tool reference in `language`. */
export function referenceFor(language: Language): GameReference {
  return REFERENCES[language];
}

/** Saboteur's card, role and tool reference (English). */
export const reference: GameReference = REFERENCES.en;

/** A card as a player reads it in English: "Crossing", "Broken lantern", "Gold: 2 nuggets", "Saboteur (role card)". */
export function cardName(cardId: string): string {
  return reference.cardName(cardId);
}
