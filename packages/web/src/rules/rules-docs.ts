/**
 * The players' rules of every game, `docs/rules/<game>.md` in the repository, bundled as text at
 * build time. A game whose file is missing simply has no entry.
 */
const FILES: Readonly<Record<string, string>> = import.meta.glob('../../../../docs/rules/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const BY_GAME = new Map<string, string>(
  Object.entries(FILES).flatMap(([path, text]) => {
    const game = /([^/]+)\.md$/.exec(path)?.[1];
    return game === undefined ? [] : [[game, text] as const];
  }),
);

/** The rules text (Markdown) of `game`, or null when the repository has none. */
export function rulesText(game: string): string | null {
  return BY_GAME.get(game) ?? null;
}
