import type { Seat } from '@tavern/engine';
import { cardDef } from '../../cards';
import { kingdomIs } from '../../frames/request';
import { emit } from '../../rules/events';
import { bumpPhaseFlag, moveCards, player, seatsFrom } from '../../rules/ops';
import type { Action, SgsState } from '../../types';
import { hasSkill } from '../registry';
import type { Skill } from '../skill';

function lordWithHuangtian(s: SgsState, giver: Seat): Seat | null {
  return seatsFrom(s, giver).find((seat) => seat !== giver && hasSkill(s, seat, 'huangtian')) ?? null;
}

/**
 * Huangtian (Zhang Jiao, lord): every other living Qun character may, once per own play phase, give him a
 * Dodge or Lightning from hand, shown to everyone. An active option granted to others, not to its owner.
 */
export const huangtian: Skill = {
  id: 'huangtian',
  title: 'Huangtian',
  limits: { perPhase: 1 },
  lord: true,
  granted: {
    actions: (s, giver) => {
      if ((s.turn.phaseFlags['huangtian'] ?? 0) > 0 || !kingdomIs(s, giver, 'qun')) return [];
      const lord = lordWithHuangtian(s, giver);
      if (lord === null) return [];
      return player(s, giver).hand
        .filter((c) => cardDef(c).name === 'dodge' || cardDef(c).name === 'lightning')
        .map((card): Action => ({ type: 'useSkill', skill: 'huangtian', cards: [card], targets: [lord] }));
    },
    start: (s, giver, action) => {
      const lord = action.targets[0] as Seat;
      // spec §6.1: the card given through Huangtian is shown to everyone.
      emit({ type: 'cardGiven', seat: giver, to: lord, card: action.cards[0], shown: true, reason: 'huangtian' });
      return moveCards(bumpPhaseFlag(s, 'huangtian'), action.cards, { to: 'hand', seat: lord, reveal: 'public' });
    },
  },
};
