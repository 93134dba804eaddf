import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NAMESPACES } from '@tavern/locales';

const NAMESPACE = NAMESPACES.join('|');
/** A template literal's `${…}` (an expression without braces or backticks of its own). */
const PLACEHOLDER = String.raw`\$\{[^{}\x60]*\}`;
/** A quoted key with its namespace: 'web:lobby.create', `server:errors.${code}`, `${game}:errors.${code}`. */
const QUALIFIED = new RegExp(String.raw`(['"\x60])((?:${NAMESPACE}|${PLACEHOLDER}):(?:[A-Za-z0-9_.\-]|${PLACEHOLDER})*?)\1`, 'g');
/** A template that puts a namespace before any key: `` `regicide:${key}` `` (a game's own `say`). */
const NAMESPACE_BINDING = new RegExp(String.raw`\x60(${NAMESPACE}):${PLACEHOLDER}\x60`, 'g');
/** A quoted string that reads as a key without its namespace: 'enemy.line', `suit.${name}`. */
const BARE_KEY = new RegExp(String.raw`(['"\x60])([a-z](?:[A-Za-z0-9_.\-]|${PLACEHOLDER})*?)\1`, 'g');
/** A `t('…')` call without a namespace, in the web client (whose default namespace is `web`). */
const UNQUALIFIED_WEB = new RegExp(String.raw`\bt\((['"\x60])([a-z](?:[A-Za-z0-9_.\-]|${PLACEHOLDER})*?)\1`, 'g');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * A key as written in code as a pattern over `namespace:dotted.key`. A template literal's `${…}`
 * stands for one or more key segments (a game id, an error code, `card.tunnel.T-NES`) or, before
 * the colon, the namespace: the one documented way to build a key at run time.
 */
function keyPattern(written: string): RegExp {
  const escape = (part: string) => part.replace(/[.*+?^()|[\]\\{}$]/g, '\\$&');
  const namespaced = /^\$\{[^{}`]*\}:/.exec(written);
  const rest = namespaced === null ? written : written.slice(namespaced[0].length);
  const body = rest.split(new RegExp(PLACEHOLDER)).map(escape).join('.+');
  return new RegExp(`^${namespaced === null ? '' : '[^:.]+:'}${body}$`);
}

/**
 * Every key pattern the code under `sourceRoots` uses. Files under `webRoot` may leave out `web:`
 * (the web's default namespace). A package whose code binds a namespace (`` `regicide:${key}` ``)
 * may name that namespace's keys bare anywhere in its sources (`say('enemy.line')`).
 */
export function usedKeyPatterns(sourceRoots: readonly string[], webRoot: string): RegExp[] {
  const patterns: RegExp[] = [];
  for (const root of sourceRoots) {
    const texts = sourceFiles(root).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
    const bound = new Set(texts.flatMap(({ text }) => [...text.matchAll(NAMESPACE_BINDING)].map((match) => match[1] ?? '')));
    for (const { file, text } of texts) {
      for (const match of text.matchAll(QUALIFIED)) {
        // `regicide:${key}` alone binds the namespace (below); as a pattern it would match every key.
        const written = match[2] ?? '';
        if (!new RegExp(String.raw`^[a-z-]+:${PLACEHOLDER}$`).test(written)) patterns.push(keyPattern(written));
      }
      if (file.startsWith(webRoot)) for (const match of text.matchAll(UNQUALIFIED_WEB)) patterns.push(keyPattern(`web:${match[2] ?? ''}`));
      for (const namespace of bound) for (const match of text.matchAll(BARE_KEY)) patterns.push(keyPattern(`${namespace}:${match[2] ?? ''}`));
    }
  }
  return patterns;
}
