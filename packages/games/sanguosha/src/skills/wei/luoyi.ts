import { bumpTurnFlag, patchFrame, setTurn } from '../../rules/ops';
import { hostDamage, isFreshDamage, NO_CHOICE } from '../common';
import type { Skill } from '../skill';

/** Luoyi (Xu Chu): draw 1 fewer; until the end of the turn his Kill and Duel damage is +1. */
export const luoyi: Skill = {
  id: 'luoyi',
  title: 'Luoyi',
  triggers: {
    drawPhase: {
      optional: true,
      canTrigger: (s, owner, t) => t.about === owner && s.turn.drawCount > 0,
      choices: () => NO_CHOICE,
      resolve: (s) => bumpTurnFlag(setTurn(s, { drawCount: s.turn.drawCount - 1 }), 'luoyi'),
    },
    damageCaused: {
      optional: false,
      canTrigger: (s, owner, t) => {
        const damage = hostDamage(s, t);
        const name = damage?.card?.name;
        return damage !== null && isFreshDamage(damage) && damage.source === owner && s.turn.seat === owner && (s.turn.turnFlags['luoyi'] ?? 0) > 0 &&
          (name === 'kill' || name === 'duel');
      },
      resolve: (s, _owner, t) => {
        const damage = hostDamage(s, t);
        return damage === null ? s : patchFrame(s, damage.id, { amount: damage.amount + 1 });
      },
    },
  },
};
