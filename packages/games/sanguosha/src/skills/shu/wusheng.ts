import { isRed, singles } from '../common';
import type { Skill } from '../skill';

/** Wusheng (Guan Yu): any red card from hand or equipment as a Kill. */
export const wusheng: Skill = {
  id: 'wusheng',
  title: 'Wusheng',
  conversions: [{ as: 'kill', context: 'both', sources: (s, owner) => singles(s, owner, 'all', isRed) }],
};
