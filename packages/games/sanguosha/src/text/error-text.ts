import type { ErrorParams, TextContext } from '@tavern/engine';
import { wordsOf } from './words';

// Parameters naming a seat, worded as the seat's display name.
const SEAT_PARAMS = new Set(['seat', 'target']);

/**
 * A rule error in the reader's words: the `sanguosha:errors.<code>` sentence, its seats named, the
 * card or skill named from `cardId` / `skillId` in the reader's language (the English titles in
 * `card` / `skill` are for the English message only).
 */
export function describeError(code: string, params: ErrorParams, words: TextContext): string {
  const w = wordsOf(words);
  const filled: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'number') filled[key] = SEAT_PARAMS.has(key) ? w.nameOf(value) : value;
    else if (typeof value === 'string') filled[key] = value;
  }
  const cardId = params['cardId'];
  if (typeof cardId === 'string') filled['card'] = w.skill(cardId);
  const skillId = params['skillId'];
  if (typeof skillId === 'string') filled['skill'] = w.skill(skillId);
  return w.say(`errors.${code}`, filled);
}
