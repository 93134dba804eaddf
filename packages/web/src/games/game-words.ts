import { isLanguage, type Language, type TextContext, type Translate } from '@tavern/engine';
import { createTranslator } from '@tavern/locales';
import { i18n } from '../i18n';
import type { SeatNames } from './types';

const translators = new Map<Language, Translate>();

/** The games' catalogues (`@tavern/locales`) in the page's language, English when it has none. */
function gameTranslator(): Translate {
  // The detector may report a regional tag ("es-ES"): the catalogues are per language.
  const current = (i18n.resolvedLanguage ?? i18n.language).split('-')[0] ?? 'en';
  const language = isLanguage(current) ? current : 'en';
  let t = translators.get(language);
  if (t === undefined) {
    t = createTranslator(language);
    translators.set(language, t);
  }
  return t;
}

/** What a game's own text functions need in the browser: the catalogues and the seats' names. */
export function gameWords(names: SeatNames): TextContext {
  return { t: gameTranslator(), names };
}
