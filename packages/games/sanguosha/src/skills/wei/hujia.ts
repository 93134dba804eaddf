import { alliesFor } from '../../frames/request';
import type { Skill } from '../skill';

/** Hujia (lord Cao Cao): when asked for a Dodge, ask the other living Wei characters to provide it. */
export const hujia: Skill = {
  id: 'hujia',
  title: 'Hujia',
  lord: true,
  respondOptions: (s, owner, req) =>
    req.want === 'dodge' && req.onBehalf === null && alliesFor(s, owner, 'hujia').length > 0 ? ['hujia'] : [],
};
