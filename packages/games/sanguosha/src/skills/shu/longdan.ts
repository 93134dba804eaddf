import { cardDef } from '../../cards';
import { singles } from '../common';
import type { Skill } from '../skill';

/** Longdan (Zhao Yun): a Kill from hand as a Dodge, or a Dodge from hand as a Kill. */
export const longdan: Skill = {
  id: 'longdan',
  title: 'Longdan',
  conversions: [
    { as: 'dodge', context: 'response', sources: (s, owner) => singles(s, owner, 'hand', (c) => cardDef(c).name === 'kill') },
    { as: 'kill', context: 'both', sources: (s, owner) => singles(s, owner, 'hand', (c) => cardDef(c).name === 'dodge') },
  ],
};
