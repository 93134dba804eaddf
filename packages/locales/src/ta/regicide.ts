import type { Catalogue } from '../catalogue';

export const regicide = {} satisfies Catalogue;
