import { emit } from '../../rules/events';
import { drawCards, equipCards, moveCards, player, setPlayer } from '../../rules/ops';
import { NO_CHOICE } from '../common';
import type { Skill } from '../skill';

/**
 * Niepan (Pang Tong, limited): on entering the dying state, discard every card he has, become unchained and
 * face up, draw 3, and set HP to min(3, max HP); the dying process then ends as survived (HP ≥ 1).
 */
export const niepan: Skill = {
  id: 'niepan',
  title: 'Niepan',
  triggers: {
    enterDying: {
      optional: true,
      canTrigger: (s, owner, t) => t.about === owner && !player(s, owner).usedLimited.includes('niepan'),
      choices: () => NO_CHOICE,
      resolve: (s, owner) => {
        const p = player(s, owner);
        const cards = [...p.hand, ...equipCards(p), ...p.judge.map((e) => e.card)];
        emit({ type: 'cardsDiscarded', seat: owner, cards, reason: 'niepan' });
        let next = moveCards(s, cards, { to: 'discard' });
        next = setPlayer(next, owner, { usedLimited: [...p.usedLimited, 'niepan'], chained: false, faceDown: false });
        next = drawCards(next, owner, 3);
        if (next.result !== null) return next;
        const hp = Math.min(3, p.maxHp);
        emit({ type: 'hpSet', seat: owner, hp });
        return setPlayer(next, owner, { hp });
      },
    },
  },
};
