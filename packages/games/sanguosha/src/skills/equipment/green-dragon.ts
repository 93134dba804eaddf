import type { Seat } from '@tavern/engine';
import { pushScript } from '../../frames/script';
import { pushRequest } from '../../frames/request';
import { pushUse } from '../../frames/use';
import { player, pop, setTop } from '../../rules/ops';
import type { VCard } from '../../types';
import { hostUse } from '../common';
import type { Skill } from '../skill';

/**
 * Green Dragon Blade (§4.7): when the owner's Kill is offset, the owner is asked for another Kill
 * on that target (no distance, not counted); passing declines.
 */
export const greenDragon: Skill = {
  id: 'green_dragon',
  title: 'Green Dragon Blade',
  triggers: {
    killOffset: {
      optional: false,
      canTrigger: (s, owner, t) => {
        const use = hostUse(s, t);
        return use !== null && use.user === owner && t.about !== null && player(s, t.about).alive &&
          (s.turn.turnFlags['tianyiLost'] ?? 0) === 0;
      },
      resolve: (s, owner, t) => pushScript(s, 'green_dragon', owner, { about: t.about }),
    },
  },
  script: (s, f) => {
    const target = f.about as Seat;
    if (f.step === 'start') {
      return pushRequest(setTop(s, { ...f, step: 'answered' }), {
        seat: f.owner, want: 'kill', n: 1, mode: 'use', reason: 'green_dragon', target,
      });
    }
    const kill = f.ret as VCard | null;
    const done = pop(s);
    return kill === null ? done : pushUse(done, f.owner, kill, [target], null, true);
  },
};
