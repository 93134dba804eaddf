// What JSON.stringify writes as more than itself: quotes, backslashes, control characters, and
// surrogates (a lone one is escaped; a pair takes the slow path too, and is counted right there).
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

// Short strings (keys, card ids, names: nearly every string of a view) are scanned by char code:
// the regular expression's call costs more than the scan, and the patch measures every key of every
// path it writes.
const SHORT_STRING = 32;

function stringLength(text: string): number {
  if (text.length > SHORT_STRING) return ESCAPED.test(text) ? JSON.stringify(text).length : text.length + 2;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x22 || code === 0x5c || (code >= 0xd800 && code <= 0xdfff)) {
      return JSON.stringify(text).length;
    }
  }
  return text.length + 2;
}

/**
 * The length of `JSON.stringify(value)` for JSON data, counted without building the text, and
 * stopping early: once the count passes `limit` it returns some number above `limit`. A patch
 * asks "is this value longer than the changes inside it?", where the value is often a whole view
 * and the changes a few bytes, so the count rarely needs to go far.
 */
export function jsonLength(value: unknown, limit = Infinity): number {
  switch (typeof value) {
    case 'string':
      return stringLength(value);
    case 'number':
      return Number.isFinite(value) ? String(value).length : 'null'.length;
    case 'boolean':
      return value ? 'true'.length : 'false'.length;
    case 'object':
      break;
    case 'bigint':
    case 'function':
    case 'symbol':
    case 'undefined':
      // Not JSON: an array holds them as null (and an object skips them, below).
      return 'null'.length;
  }
  if (value === null) return 'null'.length;
  if (Array.isArray(value)) {
    let length = 2 + Math.max(0, value.length - 1);
    for (const item of value as readonly unknown[]) {
      if (length > limit) return length;
      length += jsonLength(item, limit - length);
    }
    return length;
  }
  const record = value as Readonly<Record<string, unknown>>;
  let length = 2;
  let fields = 0;
  // for-in rather than Object.keys, which would allocate an array per object measured.
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    const field = record[key];
    if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue;
    if (length > limit) return length;
    length += (fields > 0 ? 1 : 0) + stringLength(key) + 1;
    length += jsonLength(field, limit - length);
    fields++;
  }
  return length;
}
