import type { CardId, Seat } from '@tavern/engine';
import { cardDef } from '../../cards';
import { loseHp, pushDamage } from '../../frames/damage';
import { pushScript } from '../../frames/script';
import { inAttackRange } from '../../rules/distance';
import { emit } from '../../rules/events';
import { bumpPhaseFlag, handAndEquip, moveCards, player, pop, seatsFrom, setTop } from '../../rules/ops';
import type { Action } from '../../types';
import type { Skill } from '../skill';

/**
 * Qiangxi (Dian Wei): once per play phase, lose 1 HP (no cards) or discard a weapon (one card), then deal
 * 1 damage to a player in attack range (range 1 if the discarded weapon is his equipped one).
 */
export const qiangxi: Skill = {
  id: 'qiangxi',
  title: 'Qiangxi',
  limits: { perPhase: 1 },
  active: {
    actions: (s, owner) => {
      if ((s.turn.phaseFlags['qiangxi'] ?? 0) > 0) return [];
      const weapons = handAndEquip(player(s, owner)).filter((c) => cardDef(c).type === 'weapon');
      const out: Action[] = [];
      for (const cost of [[], ...weapons.map((w) => [w])]) {
        for (const target of seatsFrom(s, owner)) {
          if (inAttackRange(s, owner, target, cost)) out.push({ type: 'useSkill', skill: 'qiangxi', cards: cost, targets: [target] });
        }
      }
      return out;
    },
    start: (s, owner, action) => {
      const next = bumpPhaseFlag(s, 'qiangxi');
      return pushScript(next, 'qiangxi', owner, { about: action.targets[0] as Seat, data: { cards: [...action.cards] } });
    },
  },
  script: (s, f) => {
    const target = f.about as Seat;
    if (f.step === 'start') {
      const cards = f.data['cards'] as CardId[];
      const paid = setTop(s, { ...f, step: 'strike' });
      if (cards.length === 0) return loseHp(paid, f.owner, 1);
      emit({ type: 'cardsDiscarded', seat: f.owner, cards, reason: 'qiangxi' });
      return moveCards(paid, cards, { to: 'discard' });
    }
    // spec §2.4: if paying the HP loss kills him, the damage is not dealt.
    if (!player(s, f.owner).alive) return pop(s);
    return pushDamage(pop(s), f.owner, target, 1, null);
  },
};
