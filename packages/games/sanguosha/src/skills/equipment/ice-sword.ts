import type { Seat } from '@tavern/engine';
import { pickedCard } from '../../frames/use';
import { emit } from '../../rules/events';
import { handAndEquip, moveCards, patchFrame, player, pop, setTop } from '../../rules/ops';
import { ask } from '../../rules/prompt';
import type { Action, SgsState } from '../../types';
import { pushScript } from '../../frames/script';
import { hostDamage, isFreshDamage } from '../common';
import type { Skill } from '../skill';

/** Ice Sword (§4.7): prevent the damage of the owner's Kill and discard up to two of the target's cards. */
export const iceSword: Skill = {
  id: 'ice_sword',
  title: 'Ice Sword',
  triggers: {
    damageCaused: {
      optional: true,
      canTrigger: (s, owner, t) => {
        const damage = hostDamage(s, t);
        return damage !== null && isFreshDamage(damage) && damage.source === owner && damage.card?.name === 'kill' &&
          handAndEquip(player(s, damage.target)).length > 0;
      },
      resolve: (s, owner, t) => {
        const damage = hostDamage(s, t);
        if (damage === null) return s;
        const next = patchFrame(s, damage.id, { prevented: true });
        return pushIce(next, owner, damage.target);
      },
    },
  },
  script: (s, f) => {
    const target = f.about as Seat;
    if (f.step === 'pick1' || f.step === 'pick2') {
      const { state, card } = pickedCard(s, target, f.ret as Action);
      emit({ type: 'cardDismantled', seat: f.owner, from: target, card });
      const next = moveCards(state, [card], { to: 'discard' });
      if (f.step === 'pick2' || handAndEquip(player(next, target)).length === 0) return pop(next);
      return ask(setTop(next, { ...f, step: 'pick2', ret: null }), [f.owner], {
        type: 'pickCard', from: target, areas: ['hand', 'equip'], reason: 'ice_sword',
      });
    }
    return ask(setTop(s, { ...f, step: 'pick1' }), [f.owner], {
      type: 'pickCard', from: target, areas: ['hand', 'equip'], reason: 'ice_sword',
    });
  },
};

function pushIce(s: SgsState, owner: Seat, target: Seat): SgsState {
  return pushScript(s, 'ice_sword', owner, { about: target });
}
