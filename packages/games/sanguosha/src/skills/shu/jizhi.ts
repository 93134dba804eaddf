import { drawCards } from '../../rules/ops';
import { NO_CHOICE } from '../common';
import type { Skill } from '../skill';

/** Jizhi (Huang Yueying): when she uses a non-delayed trick (Negate included), draw 1. */
export const jizhi: Skill = {
  id: 'jizhi',
  title: 'Jizhi',
  triggers: {
    cardUsed: {
      optional: true,
      canTrigger: (_s, owner, t) => t.about === owner,
      choices: () => NO_CHOICE,
      resolve: (s, owner) => drawCards(s, owner, 1),
    },
  },
};
