import { pushJudge } from '../../frames/judge';
import { pushScript } from '../../frames/script';
import { emit } from '../../rules/events';
import { frameById, moveCards, pop, setTop } from '../../rules/ops';
import { ask } from '../../rules/prompt';
import type { Action } from '../../types';
import { isBlack, NO_CHOICE } from '../common';
import type { Skill } from '../skill';
import type { CardId } from '@tavern/engine';

/** Luoshen (Zhen Ji): at her start phase, judge; black: take the card and may repeat. */
export const luoshen: Skill = {
  id: 'luoshen',
  title: 'Luoshen',
  triggers: {
    startPhase: {
      optional: true,
      canTrigger: (_s, owner, t) => t.about === owner,
      choices: () => NO_CHOICE,
      resolve: (s, owner) => pushScript(s, 'luoshen', owner),
    },
    judged: {
      optional: false,
      canTrigger: (s, owner, t) => {
        const judge = frameById(s, t.host);
        return t.about === owner && judge?.kind === 'judge' && judge.reason === 'luoshen' && judge.card !== null &&
          isBlack(judge.card) && s.processing.includes(judge.card);
      },
      resolve: (s, owner, t) => {
        const judge = frameById(s, t.host);
        if (judge?.kind !== 'judge' || judge.card === null) return s;
        // The judgement card was face up in the processing area: the table sees where it goes.
        emit({ type: 'cardsTaken', seat: owner, cards: [judge.card], reason: 'luoshen' });
        return moveCards(s, [judge.card], { to: 'hand', seat: owner, reveal: 'public' });
      },
    },
  },
  script: (s, f) => {
    switch (f.step) {
      case 'start':
        return pushJudge(setTop(s, { ...f, step: 'judged' }), f.owner, 'luoshen');
      case 'judged':
        if (!isBlack(f.ret as CardId)) return pop(s);
        return ask(setTop(s, { ...f, step: 'again', ret: null }), [f.owner], {
          type: 'option', options: ['decline', 'invoke'], reason: 'luoshen',
        });
      default: {
        const answer = f.ret as Action;
        if (answer.type === 'chooseOption' && answer.option === 'invoke') return setTop(s, { ...f, step: 'start', ret: null });
        return pop(s);
      }
    }
  },
};
