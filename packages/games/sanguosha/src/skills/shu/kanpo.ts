import { isBlack, singles } from '../common';
import type { Skill } from '../skill';

/** Kanpo (Wolong): a black hand card as a Negate. */
export const kanpo: Skill = {
  id: 'kanpo',
  title: 'Kanpo',
  conversions: [{ as: 'negate', context: 'response', sources: (s, owner) => singles(s, owner, 'hand', isBlack) }],
};
