import type { Catalogue } from '../catalogue';

export const cli = {} satisfies Catalogue;
