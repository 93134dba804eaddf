import { isBlack, singles } from '../common';
import type { Skill } from '../skill';

/** Qingguo (Zhen Ji): any black hand card as a Dodge. */
export const qingguo: Skill = {
  id: 'qingguo',
  title: 'Qingguo',
  conversions: [{ as: 'dodge', context: 'response', sources: (s, owner) => singles(s, owner, 'hand', isBlack) }],
};
