import { setTurn } from '../../rules/ops';
import { NO_CHOICE } from '../common';
import type { Skill } from '../skill';

/** Keji (Lü Meng): if he used or played no Kill during his play phase, he may skip his discard phase. */
export const keji: Skill = {
  id: 'keji',
  title: 'Keji',
  triggers: {
    discardPhase: {
      optional: true,
      canTrigger: (s, owner, t) => t.about === owner && (s.turn.turnFlags['killDuringPlay'] ?? 0) === 0,
      choices: () => NO_CHOICE,
      resolve: (s) => setTurn(s, { skipped: [...s.turn.skipped, 'discard'] }),
    },
  },
};
