import { recover } from '../../frames/request';
import { distance } from '../../rules/distance';
import { setTurn } from '../../rules/ops';
import { hostDamage } from '../common';
import type { Skill } from '../skill';

// The D2 record lives in a per-turn flag keyed by the damage frame (a damage event never outlives its turn).
const key = (frameId: number): string => `kuanggu@${String(frameId)}`;

/** Kuanggu (Wei Yan): damage he deals at distance ≤ 1 (recorded at D2) heals him by the amount at D6. */
export const kuanggu: Skill = {
  id: 'kuanggu',
  title: 'Kuanggu',
  triggers: {
    damageCaused: {
      optional: false,
      canTrigger: (s, owner, t) => {
        const d = hostDamage(s, t);
        return d !== null && d.source === owner && distance(s, owner, d.target) <= 1;
      },
      resolve: (s, _owner, t) => {
        const d = hostDamage(s, t);
        if (d === null) return s;
        return setTurn(s, { turnFlags: { ...s.turn.turnFlags, [key(d.id)]: 1 } });
      },
    },
    damageDealt: {
      optional: false,
      canTrigger: (s, owner, t) => {
        const d = hostDamage(s, t);
        return d !== null && d.source === owner && (s.turn.turnFlags[key(d.id)] ?? 0) > 0;
      },
      resolve: (s, owner, t) => {
        const d = hostDamage(s, t);
        if (d === null) return s;
        return recover(setTurn(s, { turnFlags: { ...s.turn.turnFlags, [key(d.id)]: 0 } }), owner, d.amount);
      },
    },
  },
};
