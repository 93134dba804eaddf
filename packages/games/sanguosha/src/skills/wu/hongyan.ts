import type { Skill } from '../skill';

/**
 * Hongyan (Xiaoqiao): her ♠ cards in hand or equipment, and ♠ cards judged for her, count as ♥
 * (`suitFor` in skills/registry.ts applies it wherever a suit or colour of hers is read).
 */
export const hongyan: Skill = {
  id: 'hongyan',
  title: 'Hongyan',
  modifiers: { suitAs: (suit) => (suit === 'S' ? 'H' : suit) },
};
