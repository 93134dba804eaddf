import type { CardId, Seat } from '@tavern/engine';
import { cardDef } from '../../cards';
import { pushDamage } from '../../frames/damage';
import { pushJudge } from '../../frames/judge';
import { pushScript } from '../../frames/script';
import { emit } from '../../rules/events';
import { moveCards, player, pop, setTop } from '../../rules/ops';
import { ask, askSelect } from '../../rules/prompt';
import type { Action } from '../../types';
import { hostDamage, NO_CHOICE } from '../common';
import type { Skill } from '../skill';

/** Ganglie (Xiahou Dun): after damage with a living source, judge; not ♥: the source discards 2 hand cards or takes 1 damage. */
export const ganglie: Skill = {
  id: 'ganglie',
  title: 'Ganglie',
  triggers: {
    damageSuffered: {
      optional: true,
      canTrigger: (s, owner, t) => {
        const damage = hostDamage(s, t);
        const source = damage?.source ?? null;
        return damage?.target === owner && source !== null && source !== owner && player(s, source).alive;
      },
      choices: () => NO_CHOICE,
      resolve: (s, owner, t) => pushScript(s, 'ganglie', owner, { about: hostDamage(s, t)?.source ?? null }),
    },
  },
  script: (s, f) => {
    const source = f.about as Seat;
    switch (f.step) {
      case 'start':
        return pushJudge(setTop(s, { ...f, step: 'judged' }), f.owner, 'ganglie');
      case 'judged': {
        if (cardDef(f.ret as string).suit === 'H' || !player(s, source).alive) return pop(s);
        const options = player(s, source).hand.length >= 2 ? ['take_damage', 'discard_two'] : ['take_damage'];
        return ask(setTop(s, { ...f, step: 'chosen', ret: null }), [source], { type: 'option', options, reason: 'ganglie' });
      }
      case 'chosen': {
        const answer = f.ret as Action;
        if (answer.type === 'chooseOption' && answer.option === 'discard_two') {
          return askSelect(setTop(s, { ...f, step: 'discarded', ret: null }), source, 'ganglie', 2, 2);
        }
        return pushDamage(pop(s), f.owner, source, 1, null);
      }
      default: {
        const cards = f.ret as readonly CardId[];
        emit({ type: 'cardsDiscarded', seat: source, cards });
        return pop(moveCards(s, cards, { to: 'discard' }));
      }
    }
  },
};
