/** The namespaces a language has: the interfaces, the server's messages, and one per game. */
export const NAMESPACES = ['web', 'cli', 'server', 'regicide', 'saboteur', 'sanguosha', 'gods-gambit'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * One namespace of one language: nested groups of i18next templates (`{{name}}` interpolation;
 * plural forms as `key_one`, `key_few`, `key_many`, `key_other`, chosen by the `count` parameter).
 */
export interface Catalogue {
  readonly [key: string]: string | Catalogue;
}

export type LanguageCatalogues = Readonly<Record<Namespace, Catalogue>>;
