import { player } from '../../rules/ops';
import type { Skill } from '../skill';

/** Kongcheng (Zhuge Liang): with no hand cards he cannot be chosen as a target of a Kill or a Duel. */
export const kongcheng: Skill = {
  id: 'kongcheng',
  title: 'Kongcheng',
  modifiers: { prohibits: (s, owner, card) => (card === 'kill' || card === 'duel') && player(s, owner).hand.length === 0 },
};
