import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameReference, Language } from '@tavern/engine';
import { referenceFor as godsGambitReference } from '@tavern/gods-gambit/client';
import { NAMESPACES, resources, type Catalogue } from '@tavern/locales';
import { referenceFor as regicideReference } from '@tavern/regicide/client';
import { referenceFor as saboteurReference } from '@tavern/saboteur/client';
import { referenceFor as sanguoshaReference } from '@tavern/sanguosha/client';

const GAMES = ['regicide', 'saboteur', 'sanguosha', 'gods-gambit'] as const;
const REFERENCES: readonly ((language: Language) => GameReference)[] = [regicideReference, saboteurReference, sanguoshaReference, godsGambitReference];
// A path, not a URL: under jsdom the global URL is jsdom's, which node:url and node:fs refuse.
const RULES = join(import.meta.dirname, '../../../../../docs/rules');

/** Words of two or more Latin letters, lower-cased ("Don’t" → "don’t"). */
export function latinWords(text: string): string[] {
  return (text.match(/[A-Za-z][A-Za-z’'-]*[A-Za-z]/g) ?? []).map((word) => word.toLowerCase());
}

function catalogueTexts(catalogue: Catalogue): string[] {
  return Object.values(catalogue).flatMap((value) => (typeof value === 'string' ? [value.replace(/\{\{[^}]*\}\}/g, ' ')] : catalogueTexts(value)));
}

/** Everything Tavern writes in `language`: catalogues, card and skill reference, rules pages. */
function languageTexts(language: Language): string[] {
  const folder = language === 'en' ? RULES : join(RULES, language);
  return [
    ...NAMESPACES.flatMap((namespace) => catalogueTexts(resources[language][namespace])),
    ...REFERENCES.flatMap((reference) => reference(language).entries.flatMap((entry) => [entry.name, entry.text])),
    ...GAMES.map((game) => readFileSync(join(folder, `${game}.md`), 'utf8')),
  ];
}

/**
 * The English words a page in `language` must not show: every word of Tavern's English (catalogues,
 * reference, rules) that the language's own texts never use. Names the two share — Tavern, the
 * games, Sanguosha's pinyin, "EX" — and words both languages spell alike are thereby allowed, as
 * are the `names` given (players and bots).
 */
export function foreignEnglishWords(language: Language, names: readonly string[]): Set<string> {
  const own = new Set([...languageTexts(language), ...names].flatMap(latinWords));
  return new Set(languageTexts('en').flatMap(latinWords).filter((word) => !own.has(word)));
}
