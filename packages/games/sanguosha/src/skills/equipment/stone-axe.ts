import { cardDef } from '../../cards';
import { emit } from '../../rules/events';
import { handAndEquip, moveCards, patchFrame, player } from '../../rules/ops';
import { hostUse, pairs } from '../common';
import type { Skill } from '../skill';

/** Stone Axe (§4.7): when the owner's Kill is offset, discard two other cards to make it hit. */
export const stoneAxe: Skill = {
  id: 'stone_axe',
  title: 'Stone Axe',
  triggers: {
    killOffset: {
      optional: true,
      canTrigger: (s, owner, t) => {
        const use = hostUse(s, t);
        return use !== null && use.user === owner && handAndEquip(player(s, owner)).length >= 3;
      },
      choices: (s, owner) =>
        pairs(handAndEquip(player(s, owner)).filter((c) => cardDef(c).name !== 'stone_axe')).map((cards) => ({
          cards, targets: [],
        })),
      resolve: (s, owner, t, choice) => {
        emit({ type: 'cardsDiscarded', seat: owner, cards: choice.cards, reason: 'stone_axe' });
        return patchFrame(moveCards(s, choice.cards, { to: 'discard' }), t.host, { forceHit: true });
      },
    },
  },
};
