import type { Seat } from '@tavern/engine';
import { pushDamage } from '../../frames/damage';
import { pushScript } from '../../frames/script';
import { inAttackRange } from '../../rules/distance';
import { bumpPhaseFlag, player, pop, seatsFrom, setTop } from '../../rules/ops';
import { ask } from '../../rules/prompt';
import type { Action } from '../../types';
import { pushPointFight } from '../cards/pindian';
import type { Skill } from '../skill';

/**
 * Quhu (Xun Yu): once per play phase, point-fight a player with more HP. Win: that opponent deals 1 damage to
 * a player of Xun Yu's choice within the opponent's attack range. Otherwise the opponent deals 1 to Xun Yu.
 */
export const quhu: Skill = {
  id: 'quhu',
  title: 'Quhu',
  limits: { perPhase: 1 },
  active: {
    actions: (s, owner) => {
      const me = player(s, owner);
      if ((s.turn.phaseFlags['quhu'] ?? 0) > 0 || me.hand.length === 0) return [];
      return seatsFrom(s, owner)
        .filter((seat) => seat !== owner && player(s, seat).hp > me.hp && player(s, seat).hand.length > 0)
        .map((seat): Action => ({ type: 'useSkill', skill: 'quhu', cards: [], targets: [seat] }));
    },
    start: (s, owner, action) => pushScript(bumpPhaseFlag(s, 'quhu'), 'quhu', owner, { about: action.targets[0] as Seat }),
  },
  script: (s, f) => {
    const tiger = f.about as Seat;
    switch (f.step) {
      case 'start':
        return pushPointFight(setTop(s, { ...f, step: 'fought' }), f.owner, tiger);
      case 'fought': {
        if (f.ret !== true) return pushDamage(pop(s), tiger, f.owner, 1, null);
        const wolves = seatsFrom(s, f.owner).filter((seat) => seat !== tiger && inAttackRange(s, tiger, seat));
        if (wolves.length === 0 || !player(s, tiger).alive) return pop(s);
        return ask(setTop(s, { ...f, step: 'chosen', ret: null }), [f.owner], { type: 'seat', seats: wolves, reason: 'quhu' });
      }
      default: {
        const answer = f.ret as Action;
        if (answer.type !== 'chooseSeat') return pop(s);
        return pushDamage(pop(s), tiger, answer.seat, 1, null);
      }
    }
  },
};
