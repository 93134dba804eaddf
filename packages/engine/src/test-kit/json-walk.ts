/** Every string value inside a JSON value (object keys excluded). */
export function collectStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, out);
  else if (value !== null && typeof value === 'object') {
    for (const child of Object.values(value as Record<string, unknown>)) collectStrings(child, out);
  }
  return out;
}

/** A copy of a JSON value with each string value passed through `replace`. */
export function mapStrings(value: unknown, replace: (text: string) => string): unknown {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, replace));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      out[key] = mapStrings(child, replace);
    }
    return out;
  }
  return value;
}

/** Does a JSON value contain `key` as an object key at any depth? */
export function hasKey(value: unknown, key: string): boolean {
  if (Array.isArray(value)) return value.some((item) => hasKey(item, key));
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (Object.hasOwn(record, key)) return true;
    return Object.values(record).some((child) => hasKey(child, key));
  }
  return false;
}

/** The path of the first difference between two JSON values ("" when equal), for failure messages. */
export function firstDifference(a: unknown, b: unknown, path = '$'): string {
  if (a === b) return '';
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    const show = (value: unknown): string => (value === undefined ? 'undefined' : JSON.stringify(value));
    return `${path}: ${show(a)} vs ${show(b)}`;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const found = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`);
    if (found !== '') return found;
  }
  return '';
}
