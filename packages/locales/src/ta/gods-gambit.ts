import type { Catalogue } from '../catalogue';

export const godsGambit = {} satisfies Catalogue;
