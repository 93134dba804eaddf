/**
 * Room options as form fields, read from the game's options schema (JSON Schema as the server
 * publishes it): a choice for enums, small integer ranges, nullable values and the variants of a
 * union; a number box for wide ranges; a checkbox for booleans.
 */

/** One option's value. */
export type OptionValue = string | number | boolean | null;

/** A control for one option. */
export type OptionField =
  | { readonly kind: 'choice'; readonly key: string; readonly values: readonly OptionValue[] }
  | { readonly kind: 'number'; readonly key: string; readonly min: number; readonly max: number }
  | { readonly kind: 'flag'; readonly key: string };

type Schema = Readonly<Record<string, unknown>>;

const MAX_CHOICES = 12;

function asSchema(value: unknown): Schema | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Schema) : null;
}

function variantsOf(schema: Schema): Schema[] {
  const list = schema['oneOf'] ?? schema['anyOf'];
  if (!Array.isArray(list)) return [];
  return (list as unknown[]).flatMap((item) => {
    const variant = asSchema(item);
    return variant === null ? [] : [variant];
  });
}

/** The values a property may take when they are few, or null. */
function choicesOf(property: Schema): OptionValue[] | null {
  if (Array.isArray(property['enum'])) return property['enum'] as OptionValue[];
  if ('const' in property) return [property['const'] as OptionValue];
  const variants = variantsOf(property);
  if (variants.length > 0) {
    const all = variants.map(choicesOf);
    return all.every((c) => c !== null) ? all.flat() : null;
  }
  if (property['type'] === 'null') return [null];
  if (property['type'] === 'boolean') return null;
  const min = property['minimum'];
  const max = property['maximum'];
  if (property['type'] === 'integer' && typeof min === 'number' && typeof max === 'number' && max - min < MAX_CHOICES) {
    return Array.from({ length: max - min + 1 }, (_, i) => min + i);
  }
  return null;
}

function fieldOf(key: string, property: Schema): OptionField | null {
  if (property['type'] === 'boolean') return { kind: 'flag', key };
  const choices = choicesOf(property);
  if (choices !== null) return { kind: 'choice', key, values: choices };
  if (property['type'] === 'integer' || property['type'] === 'number') {
    const min = typeof property['minimum'] === 'number' ? property['minimum'] : 0;
    const max = typeof property['maximum'] === 'number' ? property['maximum'] : 1_000_000;
    return { kind: 'number', key, min, max };
  }
  return null;
}

function propertiesOf(schema: Schema): [string, Schema][] {
  const properties = asSchema(schema['properties']) ?? {};
  return Object.entries(properties).flatMap(([key, value]) => {
    const property = asSchema(value);
    return property === null ? [] : [[key, property] as [string, Schema]];
  });
}

/** The variant of a union schema that `value` belongs to (by its constant fields), or the first. */
function variantFor(variants: readonly Schema[], value: Readonly<Record<string, unknown>>): Schema | undefined {
  return (
    variants.find((variant) =>
      propertiesOf(variant).every(([key, property]) => !('const' in property) || property['const'] === value[key]),
    ) ?? variants[0]
  );
}

/** The fields to show for `schema` given the current `value` (a union shows its chosen variant's fields). */
export function optionFields(schema: unknown, value: Readonly<Record<string, unknown>>): OptionField[] {
  const root = asSchema(schema);
  if (root === null) return [];
  const variants = variantsOf(root);
  if (variants.length === 0) return propertiesOf(root).flatMap(([key, property]) => fieldOf(key, property) ?? []);
  const chosen = variantFor(variants, value);
  if (chosen === undefined) return [];
  return propertiesOf(chosen).flatMap(([key, property]) => {
    if (!('const' in property)) return fieldOf(key, property) ?? [];
    // The discriminator: one choice listing every variant's constant.
    const values = variants.flatMap((variant) => propertiesOf(variant).filter(([k, p]) => k === key && 'const' in p).map(([, p]) => p['const'] as OptionValue));
    return [{ kind: 'choice', key, values } as const];
  });
}

/**
 * The options after `key` changed to `next`: a union's new variant keeps the fields it shares with
 * the old value and fills the others with their smallest allowed value.
 */
export function withOption(schema: unknown, value: Readonly<Record<string, unknown>>, key: string, next: OptionValue): Record<string, unknown> {
  const changed: Record<string, unknown> = { ...value, [key]: next };
  const root = asSchema(schema);
  const variants = root === null ? [] : variantsOf(root);
  if (variants.length === 0) return changed;
  const variant = variantFor(variants, changed);
  if (variant === undefined) return changed;
  const out: Record<string, unknown> = {};
  for (const [name, property] of propertiesOf(variant)) {
    if ('const' in property) out[name] = property['const'];
    else if (name in changed) out[name] = changed[name];
    else out[name] = typeof property['default'] === 'number' ? property['default'] : (property['minimum'] ?? 0);
  }
  return out;
}
