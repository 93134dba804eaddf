// After `tsc -b`: Node's ESM loader needs full relative specifiers ("./game.js", "./rules/index.js"),
// while the sources import "./game" and "./rules" (bundler resolution, shared with Vite and vitest).
// This adds the extension to every relative specifier of the built .js and .d.ts files.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const built = JSON.parse(readFileSync(join(root, 'tsconfig.build.json'), 'utf8')).references.map((r) =>
  join(root, dirname(r.path), 'dist'),
);
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

function fullSpecifier(file, specifier) {
  if (/\.(js|mjs|cjs|json)$/.test(specifier)) return specifier;
  const target = resolve(dirname(file), specifier);
  const ext = file.endsWith('.d.ts') ? '.d.ts' : '.js';
  if (existsSync(target + ext)) return `${specifier}.js`;
  if (existsSync(join(target, `index${ext}`))) return `${specifier}/index.js`;
  throw new Error(`${file}: cannot resolve "${specifier}"`);
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (name.endsWith('.js') || name.endsWith('.d.ts')) yield path;
  }
}

let changed = 0;
for (const dist of built) {
  if (!existsSync(dist)) throw new Error(`${dist} is missing: run tsc -b tsconfig.build.json first`);
  for (const file of files(dist)) {
    const text = readFileSync(file, 'utf8');
    const fixed = text.replace(SPECIFIER, (_, lead, quote, specifier) => `${lead}${quote}${fullSpecifier(file, specifier)}${quote}`);
    if (fixed !== text) {
      writeFileSync(file, fixed);
      changed++;
    }
  }
}
// Silent on success: `npm run tavern -- … --json` prints only the command's own output.
if (process.argv.includes('--verbose')) process.stdout.write(`finish-build: full specifiers in ${changed} files\n`);
