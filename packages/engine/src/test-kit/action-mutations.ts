import type { Rng } from '../rng';

/**
 * Variants of a legal action that change one value: a string becomes an unknown id, a number moves
 * far out of range, a boolean flips, an array loses or repeats an element, a field disappears.
 * Used to check that actions outside the legal list are rejected with a `RuleError`.
 */
export function mutateAction(action: object, rng: Rng, count: number): unknown[] {
  const out: unknown[] = [];
  for (let i = 0; i < count; i++) out.push(mutateOnce(structuredClone(action), rng));
  out.push({ ...action, type: 'noSuchAction' });
  return out;
}

function mutateOnce(value: unknown, rng: Rng): unknown {
  if (typeof value === 'string') return rng.int(2) === 0 ? 'no-such-id' : `${value}x`;
  if (typeof value === 'number') return rng.pick([value + 1000, -1 - value, value + 0.5]);
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) {
    const choice = rng.int(3);
    if (value.length === 0) return [0];
    if (choice === 0) return value.slice(1);
    if (choice === 1) return [...(value as unknown[]), value[0] as unknown];
    const index = rng.int(value.length);
    const copy = value.slice();
    copy[index] = mutateOnce(copy[index], rng);
    return copy;
  }
  if (value !== null && typeof value === 'object') {
    const record = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(record).filter((key) => key !== 'type');
    if (keys.length === 0) return { ...record, extra: 1 };
    const key = rng.pick(keys);
    if (rng.int(5) === 0) return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
    record[key] = mutateOnce(record[key], rng);
    return record;
  }
  return value;
}
