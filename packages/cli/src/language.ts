import { isLanguage, type Language } from '@tavern/engine';

/** The language part of a locale name: "be_BY.UTF-8" → "be", "es-ES" → "es", "C" → "c". */
function languagePart(locale: string): string {
  return (
    locale
      .trim()
      .toLowerCase()
      .split(/[_.@-]/)[0] ?? ''
  );
}

/**
 * The language the terminal speaks: `--lang` when given, else the locale of the environment
 * (LC_ALL, then LANG, as POSIX orders them), and English for anything Tavern has no words for.
 */
export function chooseLanguage(
  flag: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): Language {
  const locale =
    flag ??
    (env['LC_ALL'] !== undefined && env['LC_ALL'] !== '' ? env['LC_ALL'] : env['LANG']) ??
    '';
  const language = languagePart(locale);
  return isLanguage(language) ? language : 'en';
}
