/** Keys that would reach an object's prototype if copied by assignment. */
const POISONED = '__proto__';

/**
 * The path of the first `__proto__` key anywhere in parsed JSON, or null. `JSON.parse` keeps such a
 * key as an own property, and copying the object by assignment (as a loose schema does) silently
 * drops it into the prototype, so the server refuses the message instead of guessing.
 */
export function findPoisonedKey(json: unknown, path = ''): string | null {
  if (typeof json !== 'object' || json === null) return null;
  if (Array.isArray(json)) {
    for (let i = 0; i < json.length; i++) {
      const found = findPoisonedKey(json[i], `${path}${path === '' ? '' : '.'}${i}`);
      if (found !== null) return found;
    }
    return null;
  }
  for (const key of Object.keys(json)) {
    const here = path === '' ? key : `${path}.${key}`;
    if (key === POISONED) return here;
    const found = findPoisonedKey((json as Record<string, unknown>)[key], here);
    if (found !== null) return found;
  }
  return null;
}
