import i18next, { type i18n } from 'i18next';
import type { Translate } from '@tavern/engine';
import { resources } from './resources';
import type { Language } from './languages';

/**
 * An i18next instance holding every catalogue, set to `language`, English filling any gap (the
 * parity test keeps gaps from shipping). The web client builds its own React-bound instance from
 * `resources`; the terminal, tests and tools use this one.
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    resources,
    ns: Object.keys(resources.en),
    defaultNS: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

/** `t` for one language, with keys written `namespace:group.key`. */
export function createTranslator(language: Language): Translate {
  const instance = createI18n(language);
  return (key, params) => instance.t(key, params ?? {});
}
