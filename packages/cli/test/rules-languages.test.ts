import { readFile } from 'node:fs/promises';
import { LANGUAGES } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { games } from '../src/games';
import { rulesOf, rulesPath } from '../src/rules-text';

const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');

/** The outline of a rules page: each heading's level, and each table's rows × columns, in order. */
function outline(markdown: string): string[] {
  const shape: string[] = [];
  let table: number[] = [];
  const closeTable = (): void => {
    if (table.length > 0) shape.push(`table ${table.length}×${table.join('/')}`);
    table = [];
  };
  for (const line of markdown.split('\n')) {
    if (line.startsWith('|')) {
      table.push(line.split('|').length - 2);
      continue;
    }
    closeTable();
    const heading = /^(#{1,6})\s/.exec(line);
    if (heading !== null) shape.push(`h${heading[1]?.length ?? 0}`);
  }
  closeTable();
  return shape;
}

describe.each(games.map((module) => module.def.id))('rules of %s in every language', (gameId) => {
  test.each(OTHER_LANGUAGES)(
    '%s has the page, with the English headings and table shapes, in plain markdown',
    async (language) => {
      const english = await readFile(rulesPath(gameId, 'en'), 'utf8');
      const translated = await readFile(rulesPath(gameId, language), 'utf8');
      expect(outline(translated)).toEqual(outline(english));
      expect(translated).not.toMatch(/\*\*|__/);
      expect(translated).not.toBe(english);
    },
  );

  test.each(OTHER_LANGUAGES)(
    '%s: the page is what `tavern rules --lang` reads',
    async (language) => {
      expect(await rulesOf(gameId, language)).toBe(
        await readFile(rulesPath(gameId, language), 'utf8'),
      );
    },
  );
});

test('the outline sees headings and tables, so a page missing a section or a table row differs', () => {
  const page = '# A\n\n## B\n\n| x | y |\n|---|---|\n| 1 | 2 |\n';
  expect(outline(page)).toEqual(['h1', 'h2', 'table 3×2/2/2']);
  expect(outline(page.replace('## B\n', ''))).not.toEqual(outline(page));
  expect(outline(page.replace('| 1 | 2 |\n', ''))).not.toEqual(outline(page));
});
