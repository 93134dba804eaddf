import type { Language } from '@tavern/engine';

/**
 * The players' rules of every game, `docs/rules/<game>.md` (English) and
 * `docs/rules/<language>/<game>.md` in the repository, bundled as text at build time. A game whose
 * file is missing simply has no entry.
 */
const FILES: Readonly<Record<string, string>> = import.meta.glob(['../../../../docs/rules/*.md', '../../../../docs/rules/*/*.md'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const BY_PAGE = new Map<string, string>(
  Object.entries(FILES).flatMap(([path, text]) => {
    const match = /docs\/rules\/(?:([a-z]{2})\/)?([^/]+)\.md$/.exec(path);
    if (match === null) return [];
    return [[`${match[1] ?? 'en'}/${match[2] ?? ''}`, text] as const];
  }),
);

/** The rules text (Markdown) of `game` in `language`, or null when the repository has none in it. */
export function rulesText(game: string, language: Language = 'en'): string | null {
  return BY_PAGE.get(`${language}/${game}`) ?? null;
}
