import { emit } from '../../rules/events';
import { moveCards } from '../../rules/ops';
import { hostDamage, NO_CHOICE } from '../common';
import type { Skill } from '../skill';

/** Jianxiong (Cao Cao): after suffering damage caused by a card, take its physical cards from the processing area. */
export const jianxiong: Skill = {
  id: 'jianxiong',
  title: 'Jianxiong',
  triggers: {
    damageSuffered: {
      optional: true,
      canTrigger: (s, owner, t) => {
        const damage = hostDamage(s, t);
        return damage !== null && damage.target === owner && (damage.card?.cards ?? []).some((c) => s.processing.includes(c));
      },
      choices: () => NO_CHOICE,
      resolve: (s, owner, t) => {
        const cards = (hostDamage(s, t)?.card?.cards ?? []).filter((c) => s.processing.includes(c));
        emit({ type: 'cardsTaken', seat: owner, cards, reason: 'jianxiong' });
        return moveCards(s, cards, { to: 'hand', seat: owner, reveal: 'public' });
      },
    },
  },
};
