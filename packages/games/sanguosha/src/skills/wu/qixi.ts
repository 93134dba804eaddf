import { isBlack, singles } from '../common';
import type { Skill } from '../skill';

/** Qixi (Gan Ning): in the play phase, any black hand or equipped card as a Dismantle. */
export const qixi: Skill = {
  id: 'qixi',
  title: 'Qixi',
  conversions: [{ as: 'dismantle', context: 'action', sources: (s, owner) => singles(s, owner, 'all', isBlack) }],
};
