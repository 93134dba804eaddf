import type { Skill } from '../skill';

/** Jiuyuan (lord Sun Quan): another Wu character's Peach saves him for 2 HP (applied in the rescue, §4.2). */
export const jiuyuan: Skill = { id: 'jiuyuan', title: 'Jiuyuan', lord: true };
