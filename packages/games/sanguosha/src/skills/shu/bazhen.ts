import { player } from '../../rules/ops';
import type { Skill } from '../skill';

/** Bazhen (Wolong): with an empty armour slot he has Eight Trigrams' effect (ignored like armour by Qinggang). */
export const bazhen: Skill = {
  id: 'bazhen',
  title: 'Bazhen',
  respondOptions: (s, owner, req) =>
    req.want === 'dodge' && !req.ignoreArmor && player(s, owner).equip.armor === null ? ['bazhen'] : [],
};
