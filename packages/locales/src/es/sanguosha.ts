import type { Catalogue } from '../catalogue';

export const sanguosha = {} satisfies Catalogue;
