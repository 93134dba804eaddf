import type { Skill } from '../skill';

/** Qicai (Huang Yueying): her tricks have no distance limit. */
export const qicai: Skill = { id: 'qicai', title: 'Qicai', modifiers: { trickNoDistance: true } };
