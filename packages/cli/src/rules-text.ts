import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Language } from '@tavern/engine';

/** The repository's `docs/rules/` folder, found from this file so that any working directory works. */
export const RULES_DIR = fileURLToPath(new URL('../../../docs/rules/', import.meta.url));

/** Where a game's rules page is: `docs/rules/<game>.md` in English, `docs/rules/<language>/<game>.md` otherwise. */
export function rulesPath(gameId: string, language: Language): string {
  return language === 'en' ? `${RULES_DIR}${gameId}.md` : `${RULES_DIR}${language}/${gameId}.md`;
}

/** The rules of a game for players in `language`, as written in `docs/rules/`. */
export async function rulesOf(gameId: string, language: Language = 'en'): Promise<string> {
  if (!/^[a-z][a-z-]*$/.test(gameId)) throw new Error(`There are no rules for "${gameId}".`);
  try {
    return await readFile(rulesPath(gameId, language), 'utf8');
  } catch (error) {
    throw new Error(`There are no rules for "${gameId}" in ${RULES_DIR}.`, { cause: error });
  }
}

/** Markdown as terminal text: headings underlined, emphasis marks and table rules dropped. */
export function markdownForTerminal(markdown: string): string {
  return markdown
    .split('\n')
    .flatMap((line) => {
      const heading = /^(#{1,6})\s+(.*)$/.exec(line);
      if (heading !== null) {
        const title = heading[2] ?? '';
        return (heading[1] ?? '').length <= 2 ? [title.toUpperCase(), '='.repeat(title.length)] : [title, '-'.repeat(title.length)];
      }
      if (/^\|[\s|:-]+\|$/.test(line)) return [];
      return [line.replace(/\*\*(.+?)\*\*/g, '$1').replace(/`([^`]+)`/g, '$1')];
    })
    .join('\n');
}
