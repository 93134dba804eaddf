import type { Seat } from '@tavern/engine';
import { pushScript } from '../../frames/script';
import { bumpPhaseFlag, bumpTurnFlag, player, pop, seatsFrom, setTop } from '../../rules/ops';
import type { Action } from '../../types';
import { pushPointFight } from '../cards/pindian';
import type { Skill } from '../skill';

/**
 * Tianyi (Taishi Ci): once per play phase, point-fight another player. Win: this turn +1 Kill, Kills ignore
 * distance and may take 1 more target (rules/play-action.ts, limits.ts read the flags). Loss: no Kill this turn.
 */
export const tianyi: Skill = {
  id: 'tianyi',
  title: 'Tianyi',
  limits: { perPhase: 1 },
  active: {
    actions: (s, owner) => {
      if ((s.turn.phaseFlags['tianyi'] ?? 0) > 0 || player(s, owner).hand.length === 0) return [];
      return seatsFrom(s, owner)
        .filter((seat) => seat !== owner && player(s, seat).hand.length > 0)
        .map((seat): Action => ({ type: 'useSkill', skill: 'tianyi', cards: [], targets: [seat] }));
    },
    start: (s, owner, action) => pushScript(bumpPhaseFlag(s, 'tianyi'), 'tianyi', owner, { about: action.targets[0] as Seat }),
  },
  script: (s, f) => {
    if (f.step === 'start') return pushPointFight(setTop(s, { ...f, step: 'fought' }), f.owner, f.about as Seat);
    if (f.ret === true) return pop(bumpTurnFlag(bumpTurnFlag(s, 'tianyiWon'), 'killBonus'));
    return pop(bumpTurnFlag(s, 'tianyiLost'));
  },
};
