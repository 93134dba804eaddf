import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

/** The one i18n layer: every string people read comes from a catalogue here (English first). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
