import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'data']);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

test('every relative link in the repository\'s markdown points at a file inside the repository', () => {
  const broken: string[] = [];
  const files = markdownFiles(ROOT);
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = (match[1] ?? '').split('#')[0] ?? '';
      if (target === '' || /^[a-z]+:/.test(target)) continue;
      const path = resolve(dirname(file), target);
      if (relative(ROOT, path).startsWith('..') || !existsSync(path)) broken.push(`${relative(ROOT, file)} → ${target}`);
    }
    if (/\bshared\/(rules|seeds|design)/.test(text)) broken.push(`${relative(ROOT, file)} names the shared folder outside the repository`);
  }
  expect(broken).toEqual([]);
});
