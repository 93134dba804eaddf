import { z } from 'zod';
import { jsonLength } from './json-length';

/** A step into a JSON value: an object key or an array index. */
export type PatchKey = string | number;

// Keys that would reach an object's prototype instead of its own fields when assigned.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const patchKeySchema = z.union([
  z.number().int().min(0),
  z.string().refine((key) => !FORBIDDEN_KEYS.has(key), 'not a data key'),
]);
const pathSchema = z.array(patchKeySchema).max(64);

/**
 * One change to a JSON value, applied in order: `['=', path, value]` sets (or adds) what is at
 * `path`; `['-', path]` deletes an object key; `['~', path, start, deleteCount, items]` splices the
 * array at `path` (a card leaving a hand, lines appended to a log). An empty path is the root.
 */
export const patchOpSchema = z.union([
  z.tuple([z.literal('='), pathSchema, z.unknown()]),
  z.tuple([z.literal('-'), pathSchema]),
  z.tuple([
    z.literal('~'),
    pathSchema,
    z.number().int().min(0),
    z.number().int().min(0),
    z.array(z.unknown()),
  ]),
]);

/** Schema of a view patch as the wire carries it. */
export const viewPatchSchema = z.array(patchOpSchema);

/** One change to a JSON value. */
export type PatchOp = z.infer<typeof patchOpSchema>;

/** The changes that turn one view into the next. */
export type ViewPatch = readonly PatchOp[];

type Json = unknown;

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep equality of JSON values (key order ignored). */
function equal(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
    return true;
  }
  if (isRecord(a)) {
    if (!isRecord(b)) return false;
    let count = 0;
    for (const key in a) {
      if (!Object.hasOwn(a, key)) continue;
      if (!Object.hasOwn(b, key) || !equal(a[key], b[key])) return false;
      count++;
    }
    for (const key in b) if (Object.hasOwn(b, key)) count--;
    return count === 0;
  }
  return false;
}

/**
 * The patch that turns `before` into `after` (both JSON). Unchanged parts cost nothing; where
 * describing the changes inside a value would take more text than the value itself, the value is
 * sent whole.
 */
export function diffView(before: Json, after: Json): PatchOp[] {
  return measuredDiff(before, after).ops;
}

/** `diffView`'s ops with the length of their JSON text, as the walk counted it (for tests). */
export function measuredDiff(before: Json, after: Json): { readonly ops: PatchOp[]; readonly chars: number } {
  const ops: PatchOp[] = [];
  const chars = diffInto(before, after, { keys: [], chars: EMPTY_PATH_CHARS }, ops);
  return { ops, chars: ops.length === 0 ? 2 : chars + 2 + ops.length - 1 };
}

// The JSON text of each op is `["=",PATH,VALUE]`, `["-",PATH]` or `["~",PATH,START,COUNT,ITEMS]`:
// its length is counted from its parts, so no op or value is serialised to be measured.
const SET_OP_CHARS = '["=",,]'.length;
const DELETE_OP_CHARS = '["-",]'.length;
const SPLICE_OP_CHARS = '["~",,,,]'.length;
const EMPTY_PATH_CHARS = '[]'.length;

/**
 * Where the walk is: one stack of keys shared by the whole walk (a key pushed before going down,
 * popped after; an op takes a copy) and the length of its JSON text, kept as keys come and go so
 * that no op or level measures its path again.
 */
interface WalkPath {
  readonly keys: PatchKey[];
  chars: number;
}

/** Steps into `key`; returns what `leave` needs to step back out. */
function enter(path: WalkPath, key: PatchKey): number {
  const added = jsonLength(key) + (path.keys.length > 0 ? 1 : 0);
  path.keys.push(key);
  path.chars += added;
  return added;
}

function leave(path: WalkPath, added: number): void {
  path.keys.pop();
  path.chars -= added;
}

/**
 * Appends to `ops` what turns `before` into `after` at `path`, and returns the length of the JSON
 * text of the ops it appended, commas between them not included (nothing when the two are equal).
 * The many unchanged parts of a view allocate nothing. The changes inside a value go straight into
 * `ops`; where the whole value is shorter they are cut off again and the value set instead.
 */
function diffInto(before: Json, after: Json, path: WalkPath, ops: PatchOp[]): number {
  if (before === after) return 0;
  const start = ops.length;
  let innerChars = 0;
  if (isRecord(before) && isRecord(after)) {
    // for-in rather than Object.keys: a view is walked on every update for every viewer, and each
    // Object.keys array was the largest single share of what the server allocated (16%).
    for (const key in before) {
      if (!Object.hasOwn(before, key) || Object.hasOwn(after, key)) continue;
      const added = enter(path, key);
      ops.push(['-', [...path.keys]]);
      innerChars += DELETE_OP_CHARS + path.chars;
      leave(path, added);
    }
    for (const key in after) {
      if (!Object.hasOwn(after, key)) continue;
      const value = after[key];
      if (Object.hasOwn(before, key)) {
        const old = before[key];
        if (old === value) continue;
        const added = enter(path, key);
        innerChars += diffInto(old, value, path, ops);
        leave(path, added);
      } else {
        const added = enter(path, key);
        ops.push(['=', [...path.keys], value]);
        innerChars += SET_OP_CHARS + path.chars + jsonLength(value);
        leave(path, added);
      }
    }
  } else if (Array.isArray(before) && Array.isArray(after)) {
    innerChars = diffArray(before, after, path, ops);
  } else {
    ops.push(['=', [...path.keys], after]);
    return SET_OP_CHARS + path.chars + jsonLength(after);
  }
  const count = ops.length - start;
  if (count === 0) return 0;
  // The changes as a JSON array of ops, against the whole value set at `path`: the shorter goes.
  const changesChars = 2 + innerChars + count - 1;
  const wholeOverhead = SET_OP_CHARS + path.chars;
  const wholeChars = wholeOverhead + jsonLength(after, changesChars - wholeOverhead);
  if (changesChars < wholeChars) return innerChars;
  ops.length = start;
  ops.push(['=', [...path.keys], after]);
  return wholeChars;
}

/**
 * Arrays of one length are diffed element by element; otherwise the common head and tail are kept
 * and the middle spliced.
 */
function diffArray(before: readonly Json[], after: readonly Json[], path: WalkPath, ops: PatchOp[]): number {
  if (before.length === after.length) {
    let chars = 0;
    for (let i = 0; i < after.length; i++) {
      if (before[i] === after[i]) continue;
      const added = enter(path, i);
      chars += diffInto(before[i], after[i], path, ops);
      leave(path, added);
    }
    return chars;
  }
  let head = 0;
  const shortest = Math.min(before.length, after.length);
  while (head < shortest && equal(before[head], after[head])) head++;
  let tail = 0;
  while (
    tail < shortest - head &&
    equal(before[before.length - 1 - tail], after[after.length - 1 - tail])
  ) {
    tail++;
  }
  const removed = before.length - head - tail;
  const added = after.slice(head, after.length - tail);
  ops.push(['~', [...path.keys], head, removed, added]);
  return (
    SPLICE_OP_CHARS +
    path.chars +
    String(head).length +
    String(removed).length +
    jsonLength(added)
  );
}

/**
 * `patch` applied to `base`, without changing `base`: what a patch touches is copied, everything
 * else is shared, so unchanged parts keep their identity (cheap re-renders). Throws on a patch that
 * does not fit `base` (a path through a missing or scalar value).
 */
export function applyViewPatch(base: Json, patch: ViewPatch): Json {
  const fresh = new Set<object>();
  let root = base;
  for (const op of patch) root = applyOp(root, op, fresh);
  return root;
}

function copyOf(value: Json, fresh: Set<object>): Record<string, Json> | Json[] {
  if (Array.isArray(value)) {
    if (fresh.has(value)) return value as Json[];
    const copy: Json[] = [...(value as Json[])];
    fresh.add(copy);
    return copy;
  }
  if (isRecord(value)) {
    if (fresh.has(value)) return value;
    const copy = { ...value };
    fresh.add(copy);
    return copy;
  }
  throw new Error('a view patch goes through a value that is not an object or an array');
}

function applyOp(root: Json, op: PatchOp, fresh: Set<object>): Json {
  const path = op[1];
  if (path.length === 0) {
    if (op[0] === '=') return op[2];
    if (op[0] === '~') return splice(copyOf(root, fresh), op[2], op[3], op[4]);
    throw new Error('a view patch cannot delete the whole view');
  }
  const top = copyOf(root, fresh);
  let parent = top;
  for (let i = 0; i < path.length - 1; i++) {
    const key = checkedKey(path[i]);
    const child = copyOf((parent as Record<string, Json>)[key], fresh);
    (parent as Record<string, Json>)[key] = child;
    parent = child;
  }
  const last = checkedKey(path[path.length - 1]);
  const record = parent as Record<string, Json>;
  switch (op[0]) {
    case '=':
      record[last] = op[2];
      break;
    case '-':
      if (Array.isArray(parent)) throw new Error('a view patch deletes from an array by splicing');
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- the key was checked above; a patch deletes object keys by name
      delete record[last];
      break;
    case '~':
      record[last] = splice(copyOf(record[last], fresh), op[2], op[3], op[4]);
      break;
  }
  return top;
}

function splice(target: Record<string, Json> | Json[], start: number, remove: number, items: readonly Json[]): Json[] {
  if (!Array.isArray(target) || start + remove > target.length) {
    throw new Error('a view patch splices outside an array');
  }
  target.splice(start, remove, ...items);
  return target;
}

function checkedKey(key: PatchKey | undefined): PatchKey {
  if (key === undefined || (typeof key === 'string' && FORBIDDEN_KEYS.has(key))) {
    throw new Error('a view patch names a key that is not data');
  }
  return key;
}
