import { singles, suitIs } from '../common';
import type { Skill } from '../skill';

/** Guose (Da Qiao): in the play phase, any ♦ hand or equipped card as an Indulgence. */
export const guose: Skill = {
  id: 'guose',
  title: 'Guose',
  conversions: [{ as: 'indulgence', context: 'action', sources: (s, owner) => singles(s, owner, 'all', (c) => suitIs(c, 'D')) }],
};
