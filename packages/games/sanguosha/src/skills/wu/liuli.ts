import type { CardId, Seat } from '@tavern/engine';
import { emit } from '../../rules/events';
import { inAttackRange } from '../../rules/distance';
import { handAndEquip, moveCards, patchFrame, player, seatsFrom } from '../../rules/ops';
import { canTarget } from '../../rules/play-action';
import type { SgsState, UseFrame } from '../../types';
import { hostUse } from '../common';
import type { Choice, Skill } from '../skill';

function newTargets(s: SgsState, owner: Seat, use: UseFrame, discard: CardId): Seat[] {
  return seatsFrom(s, owner).filter(
    (seat) => seat !== owner && seat !== use.user && !use.targets.includes(seat) && canTarget(s, use.user, seat, 'kill') &&
      inAttackRange(s, owner, seat, [discard]),
  );
}

/** Liuli (Da Qiao): when targeted by a Kill, discard a card to pass the Kill to a player in her attack range. */
export const liuli: Skill = {
  id: 'liuli',
  title: 'Liuli',
  triggers: {
    becomeKillTarget: {
      optional: true,
      canTrigger: (s, owner, t) => t.about === owner && hostUse(s, t) !== null && handAndEquip(player(s, owner)).length > 0,
      choices: (s, owner, t) => {
        const use = hostUse(s, t);
        if (use === null) return [];
        const out: Choice[] = [];
        for (const card of handAndEquip(player(s, owner))) {
          for (const seat of newTargets(s, owner, use, card)) out.push({ cards: [card], targets: [seat] });
        }
        return out;
      },
      resolve: (s, owner, t, choice) => {
        const use = hostUse(s, t);
        const to = choice.targets[0] as Seat;
        if (use === null) return s;
        emit({ type: 'targetRedirected', seat: owner, to, card: choice.cards[0] });
        const next = moveCards(s, choice.cards, { to: 'discard' });
        return patchFrame(next, use.id, { targets: use.targets.map((seat) => (seat === owner ? to : seat)) });
      },
    },
  },
};
