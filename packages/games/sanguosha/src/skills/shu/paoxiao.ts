import type { Skill } from '../skill';

/** Paoxiao (Zhang Fei): no limit on Kills in his play phase. */
export const paoxiao: Skill = { id: 'paoxiao', title: 'Paoxiao', modifiers: { unlimitedKills: true } };
