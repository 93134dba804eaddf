import { createTranslator } from '@tavern/locales';

/** The terminal's words in English, for messages of commands that have no language (sim, bench, arena). */
export const ENGLISH = createTranslator('en');
