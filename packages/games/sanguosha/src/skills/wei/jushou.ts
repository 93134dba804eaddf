import { emit } from '../../rules/events';
import { drawCards, setPlayer } from '../../rules/ops';
import { NO_CHOICE } from '../common';
import type { Skill } from '../skill';

/** Jushou (Cao Ren): at the start of his end phase, draw 3, then turn face down (§3.2.3). */
export const jushou: Skill = {
  id: 'jushou',
  title: 'Jushou',
  triggers: {
    endPhase: {
      optional: true,
      canTrigger: (_s, owner, t) => t.about === owner,
      choices: () => NO_CHOICE,
      resolve: (s, owner) => {
        const next = drawCards(s, owner, 3);
        if (next.result !== null) return next;
        emit({ type: 'turnedOver', seat: owner, faceDown: true });
        return setPlayer(next, owner, { faceDown: true });
      },
    },
  },
};
