import { i18n } from '../i18n';
import type { ShownError } from '../api/room-connection';
import { referenceCardName } from '../games/reference';
import type { SeatNames } from '../games/types';

const SEAT_PARAMS = new Set(['seat', 'target', 'player', 'next', 'picker', 'finder']);
const number = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** A rule error's parameters as words: card ids become card names, seats names, numbers rounded. */
function readableParams(game: string, params: Readonly<Record<string, unknown>>, names: SeatNames): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'number' && SEAT_PARAMS.has(key)) out[key] = names[value] ?? number.format(value + 1);
    else if (typeof value === 'number') out[key] = number.format(value);
    else if (typeof value === 'string') out[key] = referenceCardName(game, value) ?? value;
    else if (Array.isArray(value))
      out[key] = value.map((item) => (typeof item === 'string' ? (referenceCardName(game, item) ?? item) : String(item))).join(', ');
    else out[key] = value;
  }
  return out;
}

/**
 * The words for an error: the catalogue's sentence for its code (the game's own first, then the
 * platform's), filled from its parameters; the server's sentence only when the catalogue has none.
 */
export function errorWords(game: string, error: ShownError, names: SeatNames): string {
  const params = readableParams(game, error.params ?? {}, names);
  for (const key of [`games.${game}.errors.${error.code}`, `errors.${error.code}`]) {
    if (i18n.exists(key)) return i18n.t(key, params);
  }
  return error.message;
}
