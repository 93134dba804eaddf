import type { Seat } from '@tavern/engine';
import { generalDef } from '../../generals';
import { recover } from '../../frames/request';
import { emit } from '../../rules/events';
import { bumpPhaseFlag, moveCards, player } from '../../rules/ops';
import { others } from '../../rules/play-action';
import type { Action, SgsState } from '../../types';
import { pairs } from '../common';
import type { Skill } from '../skill';

function isWoundedMale(s: SgsState, seat: Seat): boolean {
  const p = player(s, seat);
  return p.alive && p.hp < p.maxHp && p.general !== null && generalDef(p.general).gender === 'M';
}

/** Jieyin (Sun Shangxiang): once per play phase, discard 2 hand cards; she and a wounded male each recover 1. */
export const jieyin: Skill = {
  id: 'jieyin',
  title: 'Jieyin',
  limits: { perPhase: 1 },
  active: {
    actions: (s, owner) => {
      if ((s.turn.phaseFlags['jieyin'] ?? 0) > 0) return [];
      const males = others(s, owner).filter((seat) => isWoundedMale(s, seat));
      const out: Action[] = [];
      for (const cards of pairs(player(s, owner).hand)) {
        for (const target of males) out.push({ type: 'useSkill', skill: 'jieyin', cards, targets: [target] });
      }
      return out;
    },
    start: (s, owner, action) => {
      emit({ type: 'cardsDiscarded', seat: owner, cards: action.cards, reason: 'jieyin' });
      let next = bumpPhaseFlag(moveCards(s, action.cards, { to: 'discard' }), 'jieyin');
      next = recover(next, owner, 1);
      return recover(next, action.targets[0] as Seat, 1);
    },
  },
};
