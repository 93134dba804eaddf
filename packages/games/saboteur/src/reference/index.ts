import type { GameReference, ReferenceEntry } from '@tavern/engine';
import { getCardInfo, nuggetValue } from '../cards';
import { ENTRIES_EN, TUNNEL_NAMES_EN, tunnelTextEn } from './en';

const TOOL_WORDS: Readonly<Record<string, string>> = { PICKAXE: 'Pickaxe', LANTERN: 'Lantern', CART: 'Cart' };

/** The tunnel type of a tunnel card id ("T-NES#3" → "T-NES"). */
function tunnelType(cardId: string): string {
  return cardId.split('#')[0] ?? '';
}

function keyOfCard(cardId: string): string | null {
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

const TUNNEL_ENTRIES: readonly ReferenceEntry[] = Object.entries(TUNNEL_NAMES_EN).map(([type, name]) => ({
  key: `card.tunnel.${type}`,
  kind: 'card',
  name,
  text: tunnelTextEn(type),
}));

const ENTRIES: readonly ReferenceEntry[] = [...TUNNEL_ENTRIES, ...ENTRIES_EN];
const NAMES = new Map(ENTRIES.map((entry) => [entry.key, entry.name]));

/** A card as a player reads it: "Crossing", "Broken lantern", "Gold: 2 nuggets", "Saboteur". */
export function cardName(cardId: string): string {
  const key = keyOfCard(cardId);
  if (key === null) return 'an unknown card';
  if (key.startsWith('role.')) return `${NAMES.get(key) ?? ''} (role card)`;
  return NAMES.get(key) ?? 'an unknown card';
}

/** Saboteur's card, role and tool reference (English). */
export const reference: GameReference = {
  entries: ENTRIES,
  keyOfCard,
  cardName,
};

