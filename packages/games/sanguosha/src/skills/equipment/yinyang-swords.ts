import type { CardId, Seat } from '@tavern/engine';
import { generalDef } from '../../generals';
import { pushScript } from '../../frames/script';
import { emit } from '../../rules/events';
import { drawCards, moveCards, player, pop, setTop } from '../../rules/ops';
import { ask, askSelect } from '../../rules/prompt';
import type { Action, SgsState } from '../../types';
import { hostUse } from '../common';
import type { Skill } from '../skill';

function gender(s: SgsState, seat: Seat): string | null {
  const general = player(s, seat).general;
  return general === null ? null : generalDef(general).gender;
}

/** Yin-Yang Swords (§4.7): a Kill target of the other gender discards a hand card or lets the owner draw 1. */
export const yinyangSwords: Skill = {
  id: 'yinyang_swords',
  title: 'Yin-Yang Swords',
  triggers: {
    afterKillTarget: {
      optional: true,
      canTrigger: (s, owner, t) => {
        const use = hostUse(s, t);
        return use !== null && use.user === owner && t.about !== null && player(s, t.about).alive &&
          gender(s, owner) !== gender(s, t.about);
      },
      resolve: (s, owner, t) => pushScript(s, 'yinyang_swords', owner, { about: t.about }),
    },
  },
  script: (s, f) => {
    const target = f.about as Seat;
    switch (f.step) {
      case 'start': {
        const options = player(s, target).hand.length > 0 ? ['let_draw', 'discard'] : ['let_draw'];
        return ask(setTop(s, { ...f, step: 'chosen' }), [target], { type: 'option', options, reason: 'yinyang_swords' });
      }
      case 'chosen': {
        const answer = f.ret as Action;
        if (answer.type === 'chooseOption' && answer.option === 'discard') {
          return askSelect(setTop(s, { ...f, step: 'discarded', ret: null }), target, 'yinyang_swords', 1, 1);
        }
        return pop(drawCards(s, f.owner, 1));
      }
      default: {
        const cards = f.ret as readonly CardId[];
        emit({ type: 'cardsDiscarded', seat: target, cards });
        return pop(moveCards(s, cards, { to: 'discard' }));
      }
    }
  },
};
