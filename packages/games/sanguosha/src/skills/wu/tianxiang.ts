import type { Seat } from '@tavern/engine';
import { pushDamage } from '../../frames/damage';
import { pushScript } from '../../frames/script';
import { emit } from '../../rules/events';
import { drawCards, frameById, moveCards, patchFrame, player, pop, seatsFrom, setTop } from '../../rules/ops';
import { hostDamage } from '../common';
import { suitFor } from '../registry';
import type { Choice, Skill } from '../skill';

/**
 * Tianxiang (Xiaoqiao): when she would suffer damage (D3), discard a ♥ hand card and pick another player:
 * her damage is cancelled and the same damage goes to that player, who then draws (max HP − HP) if alive.
 */
export const tianxiang: Skill = {
  id: 'tianxiang',
  title: 'Tianxiang',
  triggers: {
    damageInflicted: {
      optional: true,
      canTrigger: (s, owner, t) => hostDamage(s, t)?.target === owner,
      // spec §6.3: asked whenever she holds a hand card (by count) and another player lives, so that the
      // prompt does not tell the table whether her hand holds a ♥.
      issuable: (s, owner) => player(s, owner).hand.length > 0 && seatsFrom(s, owner).length > 1,
      choices: (s, owner) => {
        const hearts = player(s, owner).hand.filter((c) => suitFor(s, c, owner) === 'H');
        const others = seatsFrom(s, owner).filter((seat) => seat !== owner);
        return hearts.flatMap((card) => others.map((seat): Choice => ({ cards: [card], targets: [seat] })));
      },
      resolve: (s, owner, t, choice) => {
        const d = hostDamage(s, t);
        if (d === null) return s;
        emit({ type: 'cardsDiscarded', seat: owner, cards: choice.cards, reason: 'tianxiang' });
        const next = patchFrame(moveCards(s, choice.cards, { to: 'discard' }), d.id, { prevented: true });
        return pushScript(next, 'tianxiang', owner, { about: choice.targets[0] as Seat, host: d.id });
      },
    },
  },
  script: (s, f) => {
    const target = f.about as Seat;
    if (f.step === 'start') {
      const d = frameById(s, f.host);
      if (d?.kind !== 'damage') return pop(s);
      emit({ type: 'damageTransferred', seat: f.owner, to: target });
      return pushDamage(setTop(s, { ...f, step: 'drawn' }), d.source, target, d.amount, d.card, d.nature, false, true);
    }
    const p = player(s, target);
    return pop(p.alive ? drawCards(s, target, p.maxHp - p.hp) : s);
  },
};
