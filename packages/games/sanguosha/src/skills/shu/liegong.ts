import type { Seat } from '@tavern/engine';
import { attackRange } from '../../rules/distance';
import { patchFrame, player } from '../../rules/ops';
import { hostUse, NO_CHOICE } from '../common';
import type { Skill } from '../skill';

/**
 * Liegong (Huang Zhong): in his play phase, for each target of his Kill whose hand count is at least
 * his HP or at most his attack range, that target cannot Dodge this Kill.
 */
export const liegong: Skill = {
  id: 'liegong',
  title: 'Liegong',
  triggers: {
    afterKillTarget: {
      optional: true,
      canTrigger: (s, owner, t) => {
        const use = hostUse(s, t);
        if (use?.user !== owner || t.about === null) return false;
        if (s.turn.seat !== owner || s.turn.phase !== 'play') return false;
        const count = player(s, t.about).hand.length;
        return count >= player(s, owner).hp || count <= attackRange(s, owner);
      },
      choices: () => NO_CHOICE,
      resolve: (s, _owner, t) => {
        const use = hostUse(s, t);
        if (use === null) return s;
        return patchFrame(s, use.id, { noDodge: [...use.noDodge, t.about as Seat] });
      },
    },
  },
};
