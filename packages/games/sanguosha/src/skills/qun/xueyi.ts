import { kingdomIs } from '../../frames/request';
import { seatsFrom } from '../../rules/ops';
import type { Skill } from '../skill';

/** Xueyi (Yuan Shao, lord): his hand limit is +2 for each other living Qun character. */
export const xueyi: Skill = {
  id: 'xueyi',
  title: 'Xueyi',
  lord: true,
  modifiers: {
    handLimitBonus: (s, owner) => 2 * seatsFrom(s, owner).filter((x) => x !== owner && kingdomIs(s, x, 'qun')).length,
  },
};
