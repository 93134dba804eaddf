import type { TextContext } from '@tavern/engine';
import { createTranslator } from '@tavern/locales';

const english = createTranslator('en');

/** The game's words in English, seats named by `names` (unnamed seats are "Player n"). */
export function englishWords(names: readonly string[] = []): TextContext {
  return { t: english, names };
}
