import type { Catalogue } from '../catalogue';

export const web = {} satisfies Catalogue;
