import { isRed, singles } from '../common';
import type { Skill } from '../skill';

/** Jijiu (Hua Tuo): outside his own turn, any red hand or equipped card as a Peach. */
export const jijiu: Skill = {
  id: 'jijiu',
  title: 'Jijiu',
  conversions: [
    { as: 'peach', context: 'response', sources: (s, owner) => (s.turn.seat === owner ? [] : singles(s, owner, 'all', isRed)) },
  ],
};
