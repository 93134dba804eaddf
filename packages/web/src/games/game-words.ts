import type { TextContext } from '@tavern/engine';
import { i18n } from '../i18n';
import type { SeatNames } from './types';

/** What a game's own text functions need in the browser: the page's catalogues and the seats' names. */
export function gameWords(names: SeatNames): TextContext {
  return { t: (key, params) => i18n.t(key, params ?? {}), names };
}
