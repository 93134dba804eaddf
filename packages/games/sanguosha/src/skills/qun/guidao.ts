import type { CardId } from '@tavern/engine';
import { emit } from '../../rules/events';
import { equipCards, frameById, moveCards, patchFrame, player } from '../../rules/ops';
import { isBlack, singles } from '../common';
import type { Skill } from '../skill';

/** Guidao (Zhang Jiao): at any judgement's retrial, play a black hand or equipped card; take the old card. */
export const guidao: Skill = {
  id: 'guidao',
  title: 'Guidao',
  triggers: {
    retrial: {
      optional: true,
      canTrigger: (s, owner) => player(s, owner).alive,
      // spec §6.3: the retrial goes to him whenever he has a hand card or a black equipped card, so that
      // it does not tell the table whether his hand holds a black card.
      issuable: (s, owner) => {
        const p = player(s, owner);
        return p.hand.length > 0 || equipCards(p).some(isBlack);
      },
      choices: (s, owner) => singles(s, owner, 'all', isBlack).map((cards) => ({ cards, targets: [] })),
      resolve: (s, owner, t, choice) => {
        const judge = frameById(s, t.host);
        if (judge?.kind !== 'judge' || judge.card === null) return s;
        const card = choice.cards[0] as CardId;
        emit({ type: 'judgementChanged', seat: owner, card, replaced: judge.card });
        let next = moveCards(s, [card], { to: 'processing' });
        if (next.processing.includes(judge.card)) next = moveCards(next, [judge.card], { to: 'hand', seat: owner, reveal: 'public' });
        return patchFrame(next, judge.id, { card });
      },
    },
  },
};
