import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The repository's `docs/rules/` folder, found from this file so that any working directory works. */
export const RULES_DIR = fileURLToPath(new URL('../../../docs/rules/', import.meta.url));

/** The rules of a game for players, as written in `docs/rules/<game>.md`. */
export async function rulesOf(gameId: string): Promise<string> {
  if (!/^[a-z][a-z-]*$/.test(gameId)) throw new Error(`There are no rules for "${gameId}".`);
  try {
    return await readFile(`${RULES_DIR}${gameId}.md`, 'utf8');
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
