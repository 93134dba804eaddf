import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { jsxLiterals } from './jsx-literals';

const SOURCE = fileURLToPath(new URL('../../src', import.meta.url));

function tsxFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

test('the scan finds words in text nodes, string children and shown attributes, and lets symbols and keys through', () => {
  const found = jsxLiterals(
    'sample.tsx',
    `const a = <p title="Hello" className="big">Play now {'or later'} {n} ★ {t('web:x')} <i aria-label={ok ? 'Yes' : t('web:no')} /> · {'♠'}</p>;`,
  );
  expect(found.map((literal) => literal.text)).toEqual(['Hello', 'Play now', 'or later', 'Yes']);
});

test('no TSX file in the web client shows a player words that are not from a catalogue', () => {
  const offenders = tsxFiles(SOURCE).flatMap((path) =>
    jsxLiterals(path, readFileSync(path, 'utf8')).map((literal) => `${relative(SOURCE, path)}:${String(literal.line)} ${JSON.stringify(literal.text)}`),
  );
  expect(offenders).toEqual([]);
});
