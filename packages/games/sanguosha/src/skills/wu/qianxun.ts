import type { Skill } from '../skill';

/** Qianxun (Lu Xun): he cannot be chosen as a target of Steal or Indulgence. */
export const qianxun: Skill = {
  id: 'qianxun',
  title: 'Qianxun',
  modifiers: { prohibits: (_s, _owner, card) => card === 'steal' || card === 'indulgence' },
};
