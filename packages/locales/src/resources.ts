import type { Language } from './languages';
import type { LanguageCatalogues } from './catalogue';
import { en } from './en';
import { es } from './es';
import { be } from './be';
import { ta } from './ta';

/** Every catalogue, as i18next's `resources` option takes them. */
export const resources: Readonly<Record<Language, LanguageCatalogues>> = { en, es, be, ta };
