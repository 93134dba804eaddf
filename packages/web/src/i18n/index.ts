import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '@tavern/locales';
import { en } from './en';

/** The one i18n layer: every string people read comes from a catalogue here (English first). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  // Bridge until the web's i18n moves onto @tavern/locales: the Sanguosha table's words are in the
  // game's own namespace (`sanguosha:table.…`), which the game's text functions read too.
  resources: {
    en: { translation: en, sanguosha: resources.en.sanguosha },
    es: { sanguosha: resources.es.sanguosha },
    be: { sanguosha: resources.be.sanguosha },
    ta: { sanguosha: resources.ta.sanguosha },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
