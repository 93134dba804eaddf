import type { Seat } from '@tavern/engine';
import { recover } from '../../frames/request';
import { emit } from '../../rules/events';
import { bumpPhaseFlag, moveCards, player } from '../../rules/ops';
import { others } from '../../rules/play-action';
import type { Action } from '../../types';
import type { Skill } from '../skill';

/**
 * Rende (Liu Bei): give hand cards to another player, any number of times; when the cards given
 * this play phase first reach 2, recover 1 HP. One card per action (give several by repeating).
 */
export const rende: Skill = {
  id: 'rende',
  title: 'Rende',
  active: {
    actions: (s, owner) => {
      const out: Action[] = [];
      for (const card of player(s, owner).hand) {
        for (const target of others(s, owner)) out.push({ type: 'useSkill', skill: 'rende', cards: [card], targets: [target] });
      }
      return out;
    },
    start: (s, owner, action) => {
      const to = action.targets[0] as Seat;
      const cards = action.cards;
      emit({ type: 'cardGiven', seat: owner, to, cards, visibleTo: [owner, to], redacted: { type: 'cardGiven', seat: owner, to, count: cards.length } });
      const before = s.turn.phaseFlags['rende'] ?? 0;
      let next = bumpPhaseFlag(moveCards(s, cards, { to: 'hand', seat: to, reveal: [owner] }), 'rende', cards.length);
      if (before < 2 && before + cards.length >= 2) next = recover(next, owner, 1);
      return next;
    },
  },
};
