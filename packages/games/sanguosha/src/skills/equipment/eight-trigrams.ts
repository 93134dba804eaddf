import type { Skill } from '../skill';

/** Eight Trigrams (§4.7): when asked for a Dodge, judge; red counts as a Dodge. Once per Dodge asked. */
export const eightTrigrams: Skill = {
  id: 'eight_trigrams',
  title: 'Eight Trigrams',
  respondOptions: (_s, _owner, req) => (req.want === 'dodge' && !req.ignoreArmor ? ['eight_trigrams'] : []),
};
