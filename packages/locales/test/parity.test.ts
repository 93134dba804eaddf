import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES, resources } from '@tavern/locales';
import { flatten, pluralForms, pluralGroups, pluralOf, variables } from './catalogue-keys';
import { usedKeyPatterns } from './key-usage';

const PACKAGES = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE_ROOTS = ['engine', 'server', 'web', 'cli', 'bots', 'env', 'games/regicide', 'games/saboteur', 'games/sanguosha', 'games/gods-gambit'].map(
  (folder) => `${PACKAGES}${folder}/src`,
);
const OTHERS = LANGUAGES.filter((language) => language !== 'en');

/** Every `namespace:key` of a language, plural forms folded into their base key. */
function baseKeys(language: (typeof LANGUAGES)[number]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const namespace of NAMESPACES) {
    for (const [base, forms] of pluralGroups(flatten(resources[language][namespace]))) out.set(`${namespace}:${base}`, forms);
  }
  return out;
}

/** The variables a key fills in a language, over all its plural forms. */
function keyVariables(language: (typeof LANGUAGES)[number]): Map<string, string[]> {
  const out = new Map<string, Set<string>>();
  for (const namespace of NAMESPACES) {
    const flat = flatten(resources[language][namespace]);
    for (const [key, template] of flat) {
      const id = `${namespace}:${pluralOf(flat, key).base}`;
      const set = out.get(id) ?? new Set<string>();
      for (const name of variables(template)) set.add(name);
      out.set(id, set);
    }
  }
  return new Map([...out].map(([id, set]) => [id, [...set].sort()]));
}

describe('catalogue parity', () => {
  const english = baseKeys('en');

  it.each(OTHERS)('%s has exactly the English keys', (language) => {
    const keys = baseKeys(language);
    expect({ missing: [...english.keys()].filter((key) => !keys.has(key)), extra: [...keys.keys()].filter((key) => !english.has(key)) }).toEqual({
      missing: [],
      extra: [],
    });
  });

  it.each(LANGUAGES)('%s gives every plural key the forms its plural rules choose', (language) => {
    const { required, allowed } = pluralForms(language);
    const wrong: string[] = [];
    for (const [key, forms] of baseKeys(language)) {
      const plural = (english.get(key)?.size ?? 0) > 0 || forms.size > 0;
      if (!plural) continue;
      for (const form of required) if (!forms.has(form)) wrong.push(`${key} lacks _${form}`);
      for (const form of forms) if (!allowed.has(form)) wrong.push(`${key} has _${form}, which ${language} never uses`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(OTHERS)('%s fills the same variables as English in every key', (language) => {
    const reference = keyVariables('en');
    const differing = [...keyVariables(language)].filter(([key, names]) => {
      const expected = reference.get(key);
      return expected !== undefined && expected.join(',') !== names.join(',');
    });
    expect(differing.map(([key, names]) => `${key}: ${names.join(',')} (English: ${reference.get(key)?.join(',') ?? ''})`)).toEqual([]);
  });

  it('has no key that no code uses', () => {
    const patterns = usedKeyPatterns(SOURCE_ROOTS, `${PACKAGES}web/src`);
    const unused = [...english.keys()].filter((key) => !patterns.some((pattern) => pattern.test(key)));
    expect(unused).toEqual([]);
  });

  it('checks what it claims: a missing form, a stray variable and an unused key are caught', () => {
    expect([...pluralGroups(new Map([['cards_one', ''], ['cards_other', ''], ['discard_two', '']]))]).toEqual([
      ['cards', new Set(['one', 'other'])],
      ['discard_two', new Set()],
    ]);
    expect(pluralForms('be').required).toEqual(new Set(['one', 'few', 'many', 'other']));
    expect(pluralForms('es').required).toEqual(new Set(['one', 'other']));
    expect([...variables('{{name}} drew {{count, number}} cards')].sort()).toEqual(['count', 'name']);
    const patterns = usedKeyPatterns([fileURLToPath(new URL('./fixtures', import.meta.url))], 'none');
    expect(['web:lobby.create', 'server:errors.roomFull', 'regicide:errors.anything', 'web:games.saboteur.name', 'web:unused.key'].map((key) => patterns.some((pattern) => pattern.test(key)))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    const bound = usedKeyPatterns([fileURLToPath(new URL('./fixtures/bound', import.meta.url))], 'none');
    expect(['regicide:enemy.line', 'regicide:suit.hearts', 'regicide:enemy.other', 'saboteur:enemy.line'].map((key) => bound.some((pattern) => pattern.test(key)))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
