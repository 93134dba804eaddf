import type { Skill } from '../skill';

/** Wushuang (Lü Bu): his Kills need two Dodges; his Duel opponents need two Kills (checked in the Kill and Duel steps). */
export const wushuang: Skill = { id: 'wushuang', title: 'Wushuang' };
