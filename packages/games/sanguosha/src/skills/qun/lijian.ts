import type { Seat } from '@tavern/engine';
import { generalDef } from '../../generals';
import { pushUse } from '../../frames/use';
import { emit } from '../../rules/events';
import { bumpPhaseFlag, handAndEquip, moveCards, player } from '../../rules/ops';
import { canTarget, others } from '../../rules/play-action';
import type { Action, SgsState } from '../../types';
import type { Skill } from '../skill';

function isMale(s: SgsState, seat: Seat): boolean {
  const general = player(s, seat).general;
  return general !== null && generalDef(general).gender === 'M';
}

/** Lijian (Diao Chan): once per play phase, discard a card; one male uses a Duel (no Negate) on another. */
export const lijian: Skill = {
  id: 'lijian',
  title: 'Lijian',
  limits: { perPhase: 1 },
  active: {
    actions: (s, owner) => {
      if ((s.turn.phaseFlags['lijian'] ?? 0) > 0) return [];
      const males = others(s, owner).filter((seat) => isMale(s, seat));
      const out: Action[] = [];
      for (const card of handAndEquip(player(s, owner))) {
        for (const user of males) {
          for (const target of males) {
            if (user !== target && canTarget(s, user, target, 'duel')) {
              out.push({ type: 'useSkill', skill: 'lijian', cards: [card], targets: [user, target] });
            }
          }
        }
      }
      return out;
    },
    start: (s, owner, action) => {
      emit({ type: 'cardsDiscarded', seat: owner, cards: action.cards, reason: 'lijian' });
      const next = bumpPhaseFlag(moveCards(s, action.cards, { to: 'discard' }), 'lijian');
      const [user, target] = action.targets as readonly [Seat, Seat];
      return pushUse(next, user, { name: 'duel', cards: [], via: 'lijian' }, [target]);
    },
  },
};
