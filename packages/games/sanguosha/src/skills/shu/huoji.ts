import { isRed, singles } from '../common';
import { registerFireAttackFilter } from '../cards/fire-attack';
import type { Skill } from '../skill';

/** Huoji (Wolong): in the play phase, a red hand card as a Fire Attack (§4.10). */
export const huoji: Skill = {
  id: 'huoji',
  title: 'Huoji',
  conversions: [{ as: 'fire_attack', context: 'action', sources: (s, owner) => singles(s, owner, 'hand', isRed) }],
};

registerFireAttackFilter();
