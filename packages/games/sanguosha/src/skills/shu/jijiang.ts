import { alliesFor } from '../../frames/request';
import type { Skill } from '../skill';

/**
 * Jijiang (lord Liu Bei), response form: when asked for a Kill, ask the other living Shu characters
 * to provide it. (The active form, declaring a Kill use through Jijiang, is not implemented yet.)
 */
export const jijiang: Skill = {
  id: 'jijiang',
  title: 'Jijiang',
  lord: true,
  respondOptions: (s, owner, req) =>
    req.want === 'kill' && req.mode === 'play' && req.onBehalf === null && alliesFor(s, owner, 'jijiang').length > 0
      ? ['jijiang']
      : [],
};
