import type { Catalogue } from '@tavern/locales';

/** i18next's plural suffixes: `cards_one`, `cards_few`, … are one key `cards` in several forms. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** One catalogue flattened: every template by its dotted key (`lobby.create`, `room.spectators_one`). */
export function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

/** A key without its plural suffix, and the suffix (null for a key without plural forms). */
export function pluralBase(key: string): { base: string; form: string | null } {
  const match = PLURAL.exec(key);
  return match === null ? { base: key, form: null } : { base: key.slice(0, match.index), form: match[1] ?? null };
}

/** `key` of `flat` as its base key and plural form: a suffix counts only beside an `_other` form. */
export function pluralOf(flat: ReadonlyMap<string, string>, key: string): { base: string; form: string | null } {
  const split = pluralBase(key);
  return split.form !== null && flat.has(`${split.base}_other`) ? split : { base: key, form: null };
}

/**
 * The keys of a flattened catalogue grouped by base key, each with its plural forms (empty set: no
 * plural). A suffix counts as a plural form only beside an `_other` form (`option.discard_two`
 * alone is a key of its own, as i18next reads it).
 */
export function pluralGroups(flat: ReadonlyMap<string, string>): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const key of flat.keys()) {
    const { base, form } = pluralOf(flat, key);
    const forms = groups.get(base) ?? new Set<string>();
    if (form !== null) forms.add(form);
    groups.set(base, forms);
  }
  return groups;
}

/** The `{{variable}}` names a template fills (`{{count, number}}` counts as `count`). */
export function variables(template: string): Set<string> {
  return new Set([...template.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? ''));
}

/**
 * The plural forms a language must have: every form its plural rules pick for a whole number up
 * to 1000 and `other` (Spanish "many" is for millions, so it may be left out), and the forms it may have.
 */
export function pluralForms(language: string): { required: Set<string>; allowed: Set<string> } {
  const rules = new Intl.PluralRules(language);
  // `other` always: i18next falls back to it when a count's own form is missing.
  const required = new Set<string>(['other']);
  for (let n = 0; n <= 1000; n++) required.add(rules.select(n));
  return { required, allowed: new Set(rules.resolvedOptions().pluralCategories) };
}
