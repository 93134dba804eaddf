/** Small immutable helpers for hands and per-seat arrays. */

/** `items` without the first occurrence of `item`. */
export function without<T>(items: readonly T[], item: T): T[] {
  const i = items.indexOf(item);
  const out = items.slice();
  if (i >= 0) out.splice(i, 1);
  return out;
}

/** A copy of `items` with index `i` replaced. */
export function replaceAt<T>(items: readonly T[], i: number, value: T): T[] {
  const out = items.slice();
  out[i] = value;
  return out;
}
