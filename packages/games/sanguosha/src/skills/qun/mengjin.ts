import type { Seat } from '@tavern/engine';
import { pickedCard } from '../../frames/use';
import { pushScript } from '../../frames/script';
import { emit } from '../../rules/events';
import { handAndEquip, moveCards, player, pop, setTop } from '../../rules/ops';
import { ask } from '../../rules/prompt';
import type { Action, SgsState } from '../../types';
import { hostUse, NO_CHOICE } from '../common';
import type { Skill } from '../skill';

const hasCards = (s: SgsState, seat: Seat): boolean => handAndEquip(player(s, seat)).length > 0;

/** Mengjin (Pang De): when his Kill is offset by a Dodge, discard one card of that target. */
export const mengjin: Skill = {
  id: 'mengjin',
  title: 'Mengjin',
  triggers: {
    killOffset: {
      optional: true,
      canTrigger: (s, owner, t) => hostUse(s, t)?.user === owner && t.about !== null && hasCards(s, t.about),
      choices: () => NO_CHOICE,
      resolve: (s, owner, t) => pushScript(s, 'mengjin', owner, { about: t.about }),
    },
  },
  script: (s, f) => {
    const from = f.about as Seat;
    if (f.step === 'start') {
      if (!hasCards(s, from)) return pop(s);
      return ask(setTop(s, { ...f, step: 'picked' }), [f.owner], { type: 'pickCard', from, areas: ['hand', 'equip'], reason: 'mengjin' });
    }
    const { state, card } = pickedCard(s, from, f.ret as Action);
    emit({ type: 'cardDismantled', seat: f.owner, from, card });
    return pop(moveCards(state, [card], { to: 'discard' }));
  },
};
