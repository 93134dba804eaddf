import type { Catalogue } from '../catalogue';

export const saboteur = {} satisfies Catalogue;
