import type { Skill } from '../skill';

/** Mashu (Ma Chao): his distance to every other player is reduced by 1. */
export const mashu: Skill = { id: 'mashu', title: 'Mashu', modifiers: { distanceFrom: -1 } };
