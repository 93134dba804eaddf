import type { Seat } from '@tavern/engine';
import { pushScript } from '../../frames/script';
import { pickedCard } from '../../frames/use';
import { emit } from '../../rules/events';
import { revealedEvent, type Reveal } from '../../rules/reveal';
import { handAndEquip, moveCards, player, pop, setTop } from '../../rules/ops';
import { ask } from '../../rules/prompt';
import type { Action } from '../../types';
import { hostDamage, NO_CHOICE } from '../common';
import type { Skill } from '../skill';

/** Fankui (Sima Yi): after suffering damage, take one hand (blind) or equipped card of the living source. */
export const fankui: Skill = {
  id: 'fankui',
  title: 'Fankui',
  triggers: {
    damageSuffered: {
      optional: true,
      canTrigger: (s, owner, t) => {
        const damage = hostDamage(s, t);
        const source = damage?.source ?? null;
        return damage?.target === owner && source !== null && source !== owner && player(s, source).alive &&
          handAndEquip(player(s, source)).length > 0;
      },
      choices: () => NO_CHOICE,
      resolve: (s, owner, t) => pushScript(s, 'fankui', owner, { about: hostDamage(s, t)?.source ?? null }),
    },
  },
  script: (s, f) => {
    const from = f.about as Seat;
    if (f.step === 'start') {
      return ask(setTop(s, { ...f, step: 'picked' }), [f.owner], { type: 'pickCard', from, areas: ['hand', 'equip'], reason: 'fankui' });
    }
    const { state, card } = pickedCard(s, from, f.ret as Action);
    // spec §6.2: a blind hand pick is known to the chooser and the previous owner; an equipped card was face up.
    const reveal: Reveal = player(state, from).hand.includes(card) ? [from] : 'public';
    emit(revealedEvent({ type: 'cardTaken', seat: f.owner, from, card }, f.owner, reveal, { type: 'cardTaken', seat: f.owner, from }));
    return pop(moveCards(state, [card], { to: 'hand', seat: f.owner, reveal }));
  },
};
