/**
 * The state of the seeded generator (sfc32): four unsigned 32-bit words. It lives inside each game
 * state so that seed + action log reproduce a match exactly; it never appears in a view.
 */
export type RngState = readonly [number, number, number, number];

/** A generator working on a private copy of an `RngState`; take `state()` to store it back. */
export interface Rng {
  /** A uniform unsigned 32-bit integer. */
  next(): number;
  /** A uniform integer in [0, n). `n` must be a positive integer below 2^32. */
  int(n: number): number;
  /** A uniform float in [0, 1). */
  float(): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A new array with the items in uniformly random order (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** The generator's current state, to be stored in a game state. */
  state(): RngState;
}

const TWO_POW_32 = 4294967296;

/** Turns any seed string into a well-mixed generator state. */
export function rngStateFromSeed(seed: string): RngState {
  // Four independent multiplicative hash lanes over the UTF-16 code units, then a warm-up, so that
  // seeds differing in one character give unrelated streams.
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = 0x1b873593;
  for (let i = 0; i < seed.length; i++) {
    const code = seed.charCodeAt(i);
    a = Math.imul(a ^ code, 0x85ebca6b);
    b = Math.imul(b ^ code, 0xc2b2ae35);
    c = Math.imul(c ^ code, 0x27d4eb2f);
    d = Math.imul(d ^ code, 0x165667b1);
    a ^= b >>> 15;
    b ^= c >>> 13;
    c ^= d >>> 16;
    d ^= a >>> 11;
  }
  const rng = createRng([a >>> 0, b >>> 0, c >>> 0, (d ^ seed.length) >>> 0]);
  for (let i = 0; i < 16; i++) rng.next();
  return rng.state();
}

/** A generator that starts from `initial` (which is not modified). */
export function createRng(initial: RngState): Rng {
  let [a, b, c, d] = initial;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  const int = (n: number): number => Math.floor((next() / TWO_POW_32) * n);
  return {
    next,
    int,
    float: () => next() / TWO_POW_32,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[int(items.length)] as T;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        const tmp = out[i] as T;
        out[i] = out[j] as T;
        out[j] = tmp;
      }
      return out;
    },
    state: () => [a >>> 0, b >>> 0, c >>> 0, d >>> 0],
  };
}

/** A generator seeded from a string, for bots, tests and simulations outside any game state. */
export function seededRng(seed: string): Rng {
  return createRng(rngStateFromSeed(seed));
}

/**
 * `createRng(state).shuffle(items)`, draw for draw, without building a generator, and the state
 * after it: for rules that shuffle often inside search rollouts, where creating the generator
 * costs more than the shuffle. The sfc32 step is written out again here for that reason; a test
 * holds the two to the same draws.
 */
export function shuffleFromState<T>(state: RngState, items: readonly T[]): { readonly items: T[]; readonly state: RngState } {
  let [a, b, c, d] = state;
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    const j = Math.floor(((t >>> 0) / TWO_POW_32) * (i + 1));
    const swapped = out[i] as T;
    out[i] = out[j] as T;
    out[j] = swapped;
  }
  return { items: out, state: [a >>> 0, b >>> 0, c >>> 0, d >>> 0] };
}
