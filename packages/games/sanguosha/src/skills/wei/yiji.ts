import type { CardId, Seat } from '@tavern/engine';
import { pushScript } from '../../frames/script';
import { emit } from '../../rules/events';
import { revealedEvent } from '../../rules/reveal';
import { moveCards, player, pop, seatsFrom, setTop, takeTop } from '../../rules/ops';
import { ask } from '../../rules/prompt';
import type { Action, SgsState } from '../../types';
import { hostDamage, NO_CHOICE } from '../common';
import type { Skill } from '../skill';

function lookAtTwo(s: SgsState, owner: Seat): SgsState {
  const { state, cards } = takeTop(s, 2);
  if (state.result !== null) return state;
  return { ...state, looking: { seat: owner, cards } };
}

/** Yiji (Guo Jia): per point of damage, look at the top 2 cards and give each to any living player. */
export const yiji: Skill = {
  id: 'yiji',
  title: 'Yiji',
  triggers: {
    damageSuffered: {
      optional: true,
      canTrigger: (s, owner, t) => hostDamage(s, t)?.target === owner,
      choices: () => NO_CHOICE,
      resolve: (s, owner, t) =>
        pushScript(s, 'yiji', owner, { data: { left: hostDamage(s, t)?.amount ?? 1 } }),
    },
  },
  script: (s, f) => {
    const left = f.data['left'] as number;
    switch (f.step) {
      case 'start': {
        const next = lookAtTwo(s, f.owner);
        if (next.result !== null) return next;
        return ask(setTop(next, { ...f, step: 'give' }), [f.owner], {
          type: 'seat', seats: seatsFrom(next, f.owner), reason: 'yiji',
        });
      }
      case 'give': {
        const answer = f.ret as Action;
        const to = answer.type === 'chooseSeat' ? answer.seat : f.owner;
        const card = s.looking?.cards[0] as CardId;
        // spec §6.2: Guo Jia sees both cards he distributes; each receiver sees what they receive.
        emit(revealedEvent({ type: 'cardGiven', seat: f.owner, to, card }, to, [f.owner], { type: 'cardGiven', seat: f.owner, to }));
        let next = moveCards(s, [card], { to: 'hand', seat: to, reveal: [f.owner] });
        if ((next.looking?.cards.length ?? 0) > 0) {
          return ask(setTop(next, { ...f, ret: null }), [f.owner], { type: 'seat', seats: seatsFrom(next, f.owner), reason: 'yiji' });
        }
        next = { ...next, looking: null };
        if (left <= 1 || !player(next, f.owner).alive) return pop(next);
        return ask(setTop(next, { ...f, step: 'again', data: { left: left - 1 }, ret: null }), [f.owner], {
          type: 'option', options: ['decline', 'invoke'], reason: 'yiji',
        });
      }
      default: {
        const answer = f.ret as Action;
        if (answer.type === 'chooseOption' && answer.option === 'invoke') return setTop(s, { ...f, step: 'start', ret: null });
        return pop(s);
      }
    }
  },
};
