import type { CardId, Seat } from '@tavern/engine';
import { pushDamage } from '../../frames/damage';
import { pushJudge } from '../../frames/judge';
import { pushScript } from '../../frames/script';
import { player, pop, seatsFrom, setTop } from '../../rules/ops';
import { suitFor } from '../registry';
import type { Choice, Skill } from '../skill';

/** Leiji (Zhang Jiao): after he uses or plays a Dodge, a chosen player judges; ♠: 2 thunder damage. */
export const leiji: Skill = {
  id: 'leiji',
  title: 'Leiji',
  triggers: {
    dodgeProvided: {
      optional: true,
      canTrigger: (_s, owner, t) => t.about === owner,
      choices: (s, owner) => seatsFrom(s, owner).map((seat): Choice => ({ cards: [], targets: [seat] })),
      resolve: (s, owner, _t, choice) => pushScript(s, 'leiji', owner, { about: choice.targets[0] as Seat }),
    },
  },
  script: (s, f) => {
    const target = f.about as Seat;
    if (f.step === 'start') return pushJudge(setTop(s, { ...f, step: 'judged' }), target, 'leiji');
    const spade = suitFor(s, f.ret as CardId, target, true) === 'S';
    if (!spade || !player(s, target).alive) return pop(s);
    return pushDamage(pop(s), f.owner, target, 2, null, 'thunder');
  },
};
