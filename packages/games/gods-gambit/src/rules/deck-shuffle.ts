import type { RngState } from '@tavern/engine';

const TWO_POW_32 = 4294967296;

/**
 * `createRng(state).shuffle(cards)` of the engine, draw for draw (the same sfc32 steps and the same
 * Fisher-Yates order), written out as one loop: a round starts often inside search rollouts, and
 * building a generator there costs more than the shuffle. Returns the generator state after it.
 */
export function shuffleWithState(
  state: RngState,
  cards: readonly string[],
): { readonly cards: string[]; readonly state: RngState } {
  let [a, b, c, d] = state;
  const out = cards.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    const j = Math.floor(((t >>> 0) / TWO_POW_32) * (i + 1));
    const swapped = out[i] as string;
    out[i] = out[j] as string;
    out[j] = swapped;
  }
  return { cards: out, state: [a >>> 0, b >>> 0, c >>> 0, d >>> 0] };
}
