import type { Seat } from '@tavern/engine';
import { pushScript } from '../../frames/script';
import { emit } from '../../rules/events';
import { moveCards, player, pop, setTop } from '../../rules/ops';
import { ask } from '../../rules/prompt';
import type { Action, SgsState } from '../../types';
import { hostDamage, isFreshDamage } from '../common';
import type { Skill } from '../skill';

function dropHorse(s: SgsState, owner: Seat, target: Seat, which: 'plus_horse' | 'minus_horse'): SgsState {
  const card = which === 'plus_horse' ? player(s, target).equip.plus : player(s, target).equip.minus;
  if (card === null) return s;
  emit({ type: 'cardDismantled', seat: owner, from: target, card });
  return moveCards(s, [card], { to: 'discard' });
}

/** Kylin Bow (§4.7): the owner's Kill damage also discards one of the target's horses. */
export const kylinBow: Skill = {
  id: 'kylin_bow',
  title: 'Kylin Bow',
  triggers: {
    damageCaused: {
      optional: true,
      canTrigger: (s, owner, t) => {
        const damage = hostDamage(s, t);
        if (damage === null || !isFreshDamage(damage) || damage.source !== owner || damage.card?.name !== 'kill') return false;
        const equip = player(s, damage.target).equip;
        return equip.plus !== null || equip.minus !== null;
      },
      resolve: (s, owner, t) => {
        const target = t.about as Seat;
        const equip = player(s, target).equip;
        if (equip.plus !== null && equip.minus !== null) return pushScript(s, 'kylin_bow', owner, { about: target });
        return dropHorse(s, owner, target, equip.plus !== null ? 'plus_horse' : 'minus_horse');
      },
    },
  },
  script: (s, f) => {
    if (f.step === 'start') {
      return ask(setTop(s, { ...f, step: 'chosen' }), [f.owner], {
        type: 'option', options: ['plus_horse', 'minus_horse'], reason: 'kylin_bow',
      });
    }
    const answer = f.ret as Action;
    const which = answer.type === 'chooseOption' && answer.option === 'minus_horse' ? 'minus_horse' : 'plus_horse';
    return pop(dropHorse(s, f.owner, f.about as Seat, which));
  },
};
