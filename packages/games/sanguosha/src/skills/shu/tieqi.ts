import type { Seat } from '@tavern/engine';
import { pushJudge } from '../../frames/judge';
import { pushScript } from '../../frames/script';
import { frameById, patchFrame, pop, setTop } from '../../rules/ops';
import { hostUse, isRed, NO_CHOICE } from '../common';
import type { Skill } from '../skill';
import type { CardId } from '@tavern/engine';

/** Tieqi (Ma Chao): for each Kill target, judge; red: that target cannot Dodge this Kill. */
export const tieqi: Skill = {
  id: 'tieqi',
  title: 'Tieqi',
  triggers: {
    afterKillTarget: {
      optional: true,
      canTrigger: (s, owner, t) => hostUse(s, t)?.user === owner,
      choices: () => NO_CHOICE,
      resolve: (s, owner, t) => pushScript(s, 'tieqi', owner, { host: t.host, about: t.about }),
    },
  },
  script: (s, f) => {
    if (f.step === 'start') return pushJudge(setTop(s, { ...f, step: 'judged' }), f.owner, 'tieqi');
    const use = frameById(s, f.host);
    if (!isRed(f.ret as CardId) || use?.kind !== 'use') return pop(s);
    return pop(patchFrame(s, use.id, { noDodge: [...use.noDodge, f.about as Seat] }));
  },
};
