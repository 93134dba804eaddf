export { LANGUAGES, isLanguage } from '@tavern/engine';
export type { Language } from '@tavern/engine';
