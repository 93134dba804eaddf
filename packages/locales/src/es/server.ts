import type { Catalogue } from '../catalogue';

export const server = {} satisfies Catalogue;
