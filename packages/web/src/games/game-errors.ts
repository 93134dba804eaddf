import type { ErrorParams, TextContext } from '@tavern/engine';
import { i18n } from '../i18n';
import { CLIENT_MODULES } from './client-modules';
import { gameWords } from './game-words';
import type { SeatNames } from './types';

type DescribeError = (code: string, params: ErrorParams, words: TextContext) => string;

/** Whether a value can stand as an error parameter the games read (strings, numbers, flags, string lists). */
function isErrorParam(value: unknown): value is ErrorParams[string] {
  return ['string', 'number', 'boolean'].includes(typeof value) || (Array.isArray(value) && value.every((item) => typeof item === 'string'));
}

/**
 * A rule error in the game's own words, when its client module exports `describeError` (the game's
 * text turns data params — card ids, seats, move and phase codes — into words) and its catalogue
 * has a sentence for the code (`<game>:error.<code>`); null otherwise.
 */
export function gameErrorWords(game: string, code: string, params: Readonly<Record<string, unknown>>, names: SeatNames): string | null {
  const describe = CLIENT_MODULES[game]?.['describeError'];
  if (typeof describe !== 'function' || !i18n.exists(`${game}:error.${code}`)) return null;
  const data = Object.fromEntries(Object.entries(params).filter(([, value]) => isErrorParam(value))) as ErrorParams;
  return (describe as DescribeError)(code, data, gameWords(names));
}
