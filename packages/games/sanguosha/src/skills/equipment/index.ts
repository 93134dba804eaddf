import type { Skill } from '../skill';
import { eightTrigrams } from './eight-trigrams';
import { greenDragon } from './green-dragon';
import { iceSword } from './ice-sword';
import { kylinBow } from './kylin-bow';
import { serpentSpear } from './serpent-spear';
import { stoneAxe } from './stone-axe';
import { yinyangSwords } from './yinyang-swords';

/** Equipment effects that need more than a static check (Crossbow, Qinggang, Renwang and Sky Halberd are checked in the rules). */
export const EQUIPMENT_SKILLS: readonly Skill[] = [
  eightTrigrams, serpentSpear, greenDragon, stoneAxe, iceSword, kylinBow, yinyangSwords,
];
