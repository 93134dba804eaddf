import { drawCards, player } from '../../rules/ops';
import { NO_CHOICE } from '../common';
import type { Skill } from '../skill';

/** Lianying (Lu Xun): when his hand becomes empty, draw 1. */
export const lianying: Skill = {
  id: 'lianying',
  title: 'Lianying',
  triggers: {
    handEmptied: {
      optional: true,
      canTrigger: (s, owner, t) => t.about === owner && player(s, owner).hand.length === 0,
      choices: () => NO_CHOICE,
      resolve: (s, owner) => drawCards(s, owner, 1),
    },
  },
};
