import type { Seat } from '@tavern/engine';
import { recover } from '../../frames/request';
import { emit } from '../../rules/events';
import { bumpPhaseFlag, moveCards, player, seatsFrom } from '../../rules/ops';
import type { Action } from '../../types';
import type { Skill } from '../skill';

/** Qingnang (Hua Tuo): once per play phase, discard a hand card; a wounded player recovers 1. */
export const qingnang: Skill = {
  id: 'qingnang',
  title: 'Qingnang',
  limits: { perPhase: 1 },
  active: {
    actions: (s, owner) => {
      if ((s.turn.phaseFlags['qingnang'] ?? 0) > 0) return [];
      const wounded = seatsFrom(s, owner).filter((seat) => player(s, seat).hp < player(s, seat).maxHp);
      const out: Action[] = [];
      for (const card of player(s, owner).hand) {
        for (const target of wounded) out.push({ type: 'useSkill', skill: 'qingnang', cards: [card], targets: [target] });
      }
      return out;
    },
    start: (s, owner, action) => {
      emit({ type: 'cardsDiscarded', seat: owner, cards: action.cards, reason: 'qingnang' });
      const next = bumpPhaseFlag(moveCards(s, action.cards, { to: 'discard' }), 'qingnang');
      return recover(next, action.targets[0] as Seat, 1);
    },
  },
};
