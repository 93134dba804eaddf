import type { CardId } from '@tavern/engine';
import { emit } from '../../rules/events';
import { frameById, moveCards, patchFrame, player } from '../../rules/ops';
import type { Skill } from '../skill';

/** Guicai (Sima Yi): at any judgement's retrial, play a hand card as the new judgement card. */
export const guicai: Skill = {
  id: 'guicai',
  title: 'Guicai',
  triggers: {
    retrial: {
      optional: true,
      canTrigger: (s, owner) => player(s, owner).hand.length > 0,
      // spec §6.3: whenever he has a hand card (any hand card pays, so the choices are public too).
      issuable: (s, owner) => player(s, owner).hand.length > 0,
      choices: (s, owner) => player(s, owner).hand.map((card) => ({ cards: [card], targets: [] })),
      resolve: (s, owner, t, choice) => {
        const judge = frameById(s, t.host);
        if (judge?.kind !== 'judge' || judge.card === null) return s;
        const card = choice.cards[0] as CardId;
        emit({ type: 'judgementChanged', seat: owner, card, replaced: judge.card });
        let next = moveCards(s, [card], { to: 'processing' });
        if (next.processing.includes(judge.card)) next = moveCards(next, [judge.card], { to: 'discard' });
        return patchFrame(next, judge.id, { card });
      },
    },
  },
};
