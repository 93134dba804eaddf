import { emit } from '../../rules/events';
import { drawCards, moveCards, player } from '../../rules/ops';
import { singles, suitIs } from '../common';
import type { Skill } from '../skill';

/** Lianhuan (Pang Tong): in the play phase, a ♣ hand card as an Iron Chain, or recast it (discard, draw 1). */
export const lianhuan: Skill = {
  id: 'lianhuan',
  title: 'Lianhuan',
  conversions: [{ as: 'iron_chain', context: 'action', sources: (s, owner) => singles(s, owner, 'hand', (c) => suitIs(c, 'C')) }],
  active: {
    actions: (s, owner) =>
      player(s, owner).hand.filter((c) => suitIs(c, 'C')).map((card) => ({ type: 'useSkill', skill: 'lianhuan', cards: [card], targets: [] })),
    start: (s, owner, action) => {
      // Recasting is not a use: no Negate window, no use hooks.
      emit({ type: 'cardRecast', seat: owner, card: action.cards[0] });
      return drawCards(moveCards(s, action.cards, { to: 'discard' }), owner, 1);
    },
  },
};
