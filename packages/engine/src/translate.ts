/**
 * A sentence from the catalogues in the reader's language: `t('sanguosha:log.plays', { actor, card })`.
 * Games take one of these instead of writing words, so a language is data (`@tavern/locales`), not code;
 * a `count` parameter selects the language's plural form.
 */
export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;
