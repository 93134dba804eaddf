import { drawCards } from '../../rules/ops';
import { NO_CHOICE } from '../common';
import type { Skill } from '../skill';

/** Xiaoji (Sun Shangxiang): each time a card leaves her equipment area, draw 2. */
export const xiaoji: Skill = {
  id: 'xiaoji',
  title: 'Xiaoji',
  triggers: {
    equipLost: {
      optional: true,
      canTrigger: (_s, owner, t) => t.about === owner,
      choices: () => NO_CHOICE,
      resolve: (s, owner) => drawCards(s, owner, 2),
    },
  },
};
