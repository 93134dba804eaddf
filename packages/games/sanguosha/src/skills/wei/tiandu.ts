import { emit } from '../../rules/events';
import { frameById, moveCards } from '../../rules/ops';
import { NO_CHOICE } from '../common';
import type { Skill } from '../skill';

/** Tiandu (Guo Jia): after his own judgement's result, take the judgement card. */
export const tiandu: Skill = {
  id: 'tiandu',
  title: 'Tiandu',
  triggers: {
    judged: {
      optional: true,
      canTrigger: (s, owner, t) => {
        const judge = frameById(s, t.host);
        return t.about === owner && judge?.kind === 'judge' && judge.card !== null && s.processing.includes(judge.card);
      },
      choices: () => NO_CHOICE,
      resolve: (s, owner, t) => {
        const judge = frameById(s, t.host);
        if (judge?.kind !== 'judge' || judge.card === null) return s;
        // The judgement card was face up in the processing area: the table sees where it goes.
        emit({ type: 'cardsTaken', seat: owner, cards: [judge.card], reason: 'tiandu' });
        return moveCards(s, [judge.card], { to: 'hand', seat: owner, reveal: 'public' });
      },
    },
  },
};
