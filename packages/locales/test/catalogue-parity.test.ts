import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES, resources, type Catalogue, type Language } from '@tavern/locales';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every template of a catalogue by its dotted key. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, template] of flatten(value, path)) out.set(inner, template);
  }
  return out;
}

/** Templates grouped by key without its plural suffix: `cards_one` and `cards_other` are `cards`. */
function byBaseKey(catalogue: Catalogue): Map<string, { readonly forms: Set<string>; readonly variables: Set<string> }> {
  const out = new Map<string, { forms: Set<string>; variables: Set<string> }>();
  for (const [key, template] of flatten(catalogue)) {
    const form = PLURAL_SUFFIX.exec(key)?.[1] ?? '';
    const base = key.replace(PLURAL_SUFFIX, '');
    const entry = out.get(base) ?? { forms: new Set<string>(), variables: new Set<string>() };
    entry.forms.add(form);
    for (const match of template.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)) entry.variables.add(match[1] ?? '');
    out.set(base, entry);
  }
  return out;
}

/** The plural forms whole numbers take in `language` (what i18next asks for with `count`), plus "other". */
function pluralForms(language: Language): string[] {
  const rules = new Intl.PluralRules(language);
  const forms = new Set<string>(['other']);
  for (let n = 0; n <= 1000; n++) forms.add(rules.select(n));
  return [...forms].sort();
}

describe('catalogue parity', () => {
  it("Belarusian counts in one / few / many, as Intl.PluralRules says", () => {
    const rules = new Intl.PluralRules('be');
    expect([1, 2, 5, 11, 21, 22, 25, 101, 111].map((n) => rules.select(n))).toEqual(['one', 'few', 'many', 'many', 'one', 'few', 'many', 'one', 'many']);
    expect(pluralForms('be')).toEqual(['few', 'many', 'one', 'other']);
    expect(pluralForms('es')).toEqual(['one', 'other']);
    expect(pluralForms('ta')).toEqual(['one', 'other']);
  });

  for (const namespace of NAMESPACES) {
    describe(namespace, () => {
      const english = byBaseKey(resources.en[namespace]);
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        it(`${language} has exactly the English keys`, () => {
          const own = byBaseKey(resources[language][namespace]);
          expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
        });

        it(`${language} fills each template with the same variables as English`, () => {
          const own = byBaseKey(resources[language][namespace]);
          const differing = [...english].flatMap(([key, entry]) => {
            const theirs = own.get(key);
            if (theirs === undefined) return [];
            const same = [...entry.variables].sort().join() === [...theirs.variables].sort().join();
            return same ? [] : [`${key}: ${[...entry.variables].join()} ≠ ${[...theirs.variables].join()}`];
          });
          expect(differing).toEqual([]);
        });
      }

      for (const language of LANGUAGES) {
        it(`${language} gives every counted template each plural form the language has`, () => {
          const wanted = pluralForms(language).join();
          const wrong = [...byBaseKey(resources[language][namespace])].flatMap(([key, entry]) =>
            entry.forms.has('') || [...entry.forms].sort().join() === wanted ? [] : [`${key}: ${[...entry.forms].sort().join()}`],
          );
          expect(wrong).toEqual([]);
        });
      }
    });
  }
});
