import { player } from '../../rules/ops';
import { pairs } from '../common';
import type { Skill } from '../skill';

/** Serpent Spear (§4.7): any two hand cards as a Kill, used or played. */
export const serpentSpear: Skill = {
  id: 'serpent_spear',
  title: 'Serpent Spear',
  conversions: [{ as: 'kill', context: 'both', sources: (s, owner) => pairs(player(s, owner).hand) }],
};
