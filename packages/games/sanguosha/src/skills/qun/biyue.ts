import { drawCards } from '../../rules/ops';
import { NO_CHOICE } from '../common';
import type { Skill } from '../skill';

/** Biyue (Diao Chan): at the start of her end phase, draw 1. */
export const biyue: Skill = {
  id: 'biyue',
  title: 'Biyue',
  triggers: {
    endPhase: {
      optional: true,
      canTrigger: (_s, owner, t) => t.about === owner,
      choices: () => NO_CHOICE,
      resolve: (s, owner) => drawCards(s, owner, 1),
    },
  },
};
