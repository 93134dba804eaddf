import { ApiError } from '../api/rest';
import { i18n } from '../i18n';
import { formatNumber } from '../i18n/format';
import { gameErrorWords } from '../games/game-errors';
import { referenceCardName, referenceWords } from '../games/reference';
import type { SeatNames } from '../games/types';

const SEAT_PARAMS = new Set(['seat', 'target', 'player', 'next', 'picker', 'finder', 'current']);

/** What an error needs to be put in words: its code and parameters (never the server's sentence). */
export interface CodedError {
  readonly code: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/** A rule error's parameters as words: card ids become card names, seats names, numbers in the page's digits. */
function readableParams(game: string, params: Readonly<Record<string, unknown>>, names: SeatNames): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'number' && SEAT_PARAMS.has(key)) out[key] = names[value] ?? i18n.t('web:room.seat', { n: value + 1 });
    else if (typeof value === 'number') out[key] = formatNumber(value);
    else if (typeof value === 'string') out[key] = referenceCardName(game, value) ?? value;
    else if (Array.isArray(value))
      out[key] = value.map((item) => (typeof item === 'string' ? (referenceCardName(game, item) ?? item) : String(item))).join(', ');
    else out[key] = value;
  }
  // A card or skill named as data (Sanguosha's `cardId` / `skillId`) is worded from the reference,
  // in place of the English title the server's message used.
  for (const [data, word] of [['cardId', 'card'], ['skillId', 'skill']] as const) {
    const code = params[data];
    if (typeof code === 'string') out[word] = referenceWords(game, code) ?? referenceCardName(game, code) ?? out[word];
  }
  // i18next picks plural forms from a number, so `count` stays one.
  if (typeof params['count'] === 'number') out['count'] = params['count'];
  return out;
}

/**
 * The catalogue keys that may word `code`, in order: the game's own rule errors, the web's words
 * for that game, then the server's and engine's codes.
 */
export function errorKeys(game: string | null, code: string): string[] {
  return game === null ? [`server:errors.${code}`] : [`${game}:errors.${code}`, `web:games.${game}.errors.${code}`, `server:errors.${code}`];
}

/**
 * The words for an error in the page's language: the game's own `describeError` when it has one,
 * else the first catalogue sentence for its code, filled from its parameters, else a generic
 * sentence. The server's own (English) sentence is never shown.
 */
export function errorWords(game: string | null, error: CodedError, names: SeatNames = []): string {
  const own = game === null ? null : gameErrorWords(game, error.code, error.params ?? {}, names);
  if (own !== null) return own;
  const params = readableParams(game ?? '', error.params ?? {}, names);
  for (const key of errorKeys(game, error.code)) {
    if (i18n.exists(key)) return i18n.t(key, params);
  }
  return i18n.t('server:errors.generic');
}

/** What a failed REST call is in words: the server's code when it sent one, else the generic sentence. */
export function requestErrorWords(error: unknown, game: string | null = null): string {
  return error instanceof ApiError ? errorWords(game, { code: error.code }) : i18n.t('server:errors.generic');
}
