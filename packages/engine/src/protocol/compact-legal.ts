import { z } from 'zod';

/** A legal action as the wire carries it. */
export type WireAction = { readonly type: string; readonly [field: string]: unknown };

/**
 * A legal list told against the previous one, in order: a number `i` is the previous list's
 * action `i`, a pair `[i, n]` its actions `i` to `i + n - 1`, an object a new action. An unchanged
 * list of any length is `[[0, n]]`.
 */
export type CompactLegal = readonly (number | readonly [number, number] | WireAction)[];

/** Schema of a compact legal list. */
export const compactLegalSchema = z.array(
  z.union([
    z.number().int().min(0),
    z.tuple([z.number().int().min(0), z.number().int().min(1)]),
    z.looseObject({ type: z.string() }),
  ]),
);

function isRun(item: readonly [number, number] | WireAction): item is readonly [number, number] {
  return Array.isArray(item);
}

// Each list's actions as JSON text, kept while the list lives: a list told against its previous
// one is itself the previous one next time, so each action is serialised once.
const keysOfList = new WeakMap<readonly WireAction[], readonly string[]>();

function keysOf(list: readonly WireAction[]): readonly string[] {
  let keys = keysOfList.get(list);
  if (keys === undefined) {
    keys = list.map((action) => JSON.stringify(action));
    keysOfList.set(list, keys);
  }
  return keys;
}

/** `next` told against `previous` (both as the server lists them). */
export function compactLegal(previous: readonly WireAction[], next: readonly WireAction[]): CompactLegal {
  if (next.length === 0) return [];
  if (previous.length === 0) return [...next];
  const index = new Map<string, number>();
  keysOf(previous).forEach((key, i) => {
    if (!index.has(key)) index.set(key, i);
  });
  const nextKeys = keysOf(next);
  const out: (number | [number, number] | WireAction)[] = [];
  for (let n = 0; n < next.length; n++) {
    const action = next[n] as WireAction;
    const at = index.get(nextKeys[n] ?? '');
    if (at === undefined) {
      out.push(action);
      continue;
    }
    const last = out[out.length - 1];
    if (typeof last === 'number' && last + 1 === at) out[out.length - 1] = [last, 2];
    else if (Array.isArray(last) && last[0] + last[1] === at) last[1] += 1;
    else out.push(at);
  }
  return out;
}

/** The legal list `compact` stands for, given the previous list it was told against. */
export function expandLegal(previous: readonly WireAction[], compact: CompactLegal): WireAction[] {
  const out: WireAction[] = [];
  const take = (i: number): void => {
    const action = previous[i];
    if (action === undefined) throw new Error('a compact legal list names an action it never had');
    out.push(action);
  };
  for (const item of compact) {
    if (typeof item === 'number') take(item);
    else if (isRun(item)) for (let i = item[0]; i < item[0] + item[1]; i++) take(i);
    else out.push(item);
  }
  return out;
}
