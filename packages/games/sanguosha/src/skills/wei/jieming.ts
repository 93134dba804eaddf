import { pushScript } from '../../frames/script';
import { drawCards, player, pop, seatsFrom, setTop } from '../../rules/ops';
import { ask } from '../../rules/prompt';
import type { Action } from '../../types';
import { hostDamage, NO_CHOICE } from '../common';
import type { Skill } from '../skill';

/** Jieming (Xun Yu): per point of damage, a living player of his choice draws up to min(5, max HP). */
export const jieming: Skill = {
  id: 'jieming',
  title: 'Jieming',
  triggers: {
    damageSuffered: {
      optional: true,
      canTrigger: (s, owner, t) => hostDamage(s, t)?.target === owner,
      choices: () => NO_CHOICE,
      resolve: (s, owner, t) => pushScript(s, 'jieming', owner, { data: { left: hostDamage(s, t)?.amount ?? 1 } }),
    },
  },
  script: (s, f) => {
    const left = f.data['left'] as number;
    if (f.step === 'start') {
      if (left <= 0 || !player(s, f.owner).alive) return pop(s);
      const seats = seatsFrom(s, f.owner);
      return ask(setTop(s, { ...f, step: 'chosen' }), [f.owner], { type: 'seat', seats, reason: 'jieming' });
    }
    const answer = f.ret as Action;
    let next = setTop(s, { ...f, step: 'start', ret: null, data: { left: left - 1 } });
    if (answer.type === 'chooseSeat') {
      const p = player(next, answer.seat);
      const missing = Math.min(5, p.maxHp) - p.hand.length;
      if (missing > 0) next = drawCards(next, answer.seat, missing);
    }
    return next;
  },
};
