import { setTurn } from '../../rules/ops';
import { NO_CHOICE } from '../common';
import type { Skill } from '../skill';

/** Yingzi (Zhou Yu): draw 1 more card in his draw phase. */
export const yingzi: Skill = {
  id: 'yingzi',
  title: 'Yingzi',
  triggers: {
    drawPhase: {
      optional: true,
      canTrigger: (_s, owner, t) => t.about === owner,
      choices: () => NO_CHOICE,
      resolve: (s) => setTurn(s, { drawCount: s.turn.drawCount + 1 }),
    },
  },
};
