import { isLanguage, LANGUAGES, NAMESPACES, resources, type Language } from '@tavern/locales';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

/** Where the chosen language is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = 'tavern.language';

/**
 * The one i18n layer: every string people read comes from `@tavern/locales`, keys written with
 * their namespace (`web:lobby.create`, `server:errors.roomFull`, `regicide:log.…`). The language is
 * the one chosen in the header (remembered in localStorage), else the browser's, else English.
 */
export const i18n = i18next.createInstance();

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    // "es-ES", "be-BY", "ta-IN" read as "es", "be", "ta".
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    resources,
    ns: [...NAMESPACES],
    defaultNS: 'web',
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });

/** The language the page is in now (one Tavern has). */
export function currentLanguage(): Language {
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  const base = resolved.split('-')[0] ?? 'en';
  return isLanguage(base) ? base : 'en';
}

/** Keeps `<html lang>` (and so fonts, hyphenation and screen readers) on the page's language. */
function syncDocumentLanguage(): void {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();
}
syncDocumentLanguage();
i18n.on('languageChanged', syncDocumentLanguage);
