export { NAMESPACES } from './catalogue';
export type { Catalogue, LanguageCatalogues, Namespace } from './catalogue';
export { LANGUAGES, isLanguage } from './languages';
export type { Language } from './languages';
export { resources } from './resources';
export { createI18n, createTranslator } from './translator';
