import { InvariantError, type Action, type Seat } from '@tavern/engine';

/**
 * One seat's decision, as a trie of the token sequences of its legal actions. An enumerated game
 * finishes a decision in one token; a decomposed one walks down the trie a token at a time. A
 * sub-choice with a single possible answer is taken for the agent (so a decision never asks a
 * question with one answer, except at its root, where the agent always acts).
 */
export class Decision<A extends Action> {
  /** Tokens chosen so far (taken by the agent or forced). */
  readonly prefix: number[] = [];
  /** Indices of the legal actions still consistent with the prefix; null while that is all of them. */
  #candidates: number[] | null = null;

  /**
   * `tokens` holds every action's sequence end to end; action i spans `starts[i]` to `starts[i+1]`.
   */
  constructor(
    readonly seat: Seat,
    readonly actions: readonly A[],
    private readonly tokens: readonly number[],
    private readonly starts: readonly number[],
  ) {
    if (actions.length === 0) throw new InvariantError(`seat ${seat} has a decision but no legal action`);
  }

  /** Legal actions still consistent with the prefix. */
  get remaining(): number {
    return this.#candidates?.length ?? this.actions.length;
  }

  /** Marks every token the agent may choose now with 1 in `out` (from `offset`); `out` must start zeroed. */
  mask(out: Uint8Array, offset = 0): void {
    const depth = this.prefix.length;
    const candidates = this.#candidates;
    const n = candidates?.length ?? this.actions.length;
    for (let k = 0; k < n; k++) {
      const i = candidates === null ? k : (candidates[k] as number);
      out[offset + (this.tokens[(this.starts[i] as number) + depth] as number)] = 1;
    }
  }

  /** The tokens the agent may choose now, ascending and distinct. */
  legalTokens(): number[] {
    const depth = this.prefix.length;
    const seen = new Set<number>();
    const candidates = this.#candidates;
    const n = candidates?.length ?? this.actions.length;
    for (let k = 0; k < n; k++) {
      const i = candidates === null ? k : (candidates[k] as number);
      seen.add(this.tokens[(this.starts[i] as number) + depth] as number);
    }
    return [...seen].sort((a, b) => a - b);
  }

  /**
   * Writes the tokens the agent may choose now into `out` from `at` (distinct, in the order of the
   * game's legal list) and returns how many; `seen` is scratch of size numActions whose entries
   * equal to `stamp` mark tokens already written (so no clearing is needed between calls).
   */
  writeLegalTokens(out: Uint16Array, at: number, seen: Int32Array, stamp: number): number {
    const depth = this.prefix.length;
    const candidates = this.#candidates;
    const n = candidates?.length ?? this.actions.length;
    let count = 0;
    for (let k = 0; k < n; k++) {
      const i = candidates === null ? k : (candidates[k] as number);
      const token = this.tokens[(this.starts[i] as number) + depth] as number;
      if (seen[token] === stamp) continue;
      seen[token] = stamp;
      out[at + count++] = token;
    }
    return count;
  }

  /** Is `token` one the agent may choose now? */
  allows(token: number): boolean {
    const depth = this.prefix.length;
    const candidates = this.#candidates;
    const n = candidates?.length ?? this.actions.length;
    for (let k = 0; k < n; k++) {
      const i = candidates === null ? k : (candidates[k] as number);
      if (this.tokens[(this.starts[i] as number) + depth] === token) return true;
    }
    return false;
  }

  /**
   * Takes `token`; returns the chosen action once a single legal action remains, else null (the
   * decision goes on). Throws a RangeError for a token that is not allowed now.
   */
  choose(token: number): A | null {
    const depth = this.prefix.length;
    const candidates = this.#candidates;
    const n = candidates?.length ?? this.actions.length;
    // Most tokens leave one action: find it without building a list, build one only for more.
    let first = -1;
    let next: number[] | null = null;
    for (let k = 0; k < n; k++) {
      const i = candidates === null ? k : (candidates[k] as number);
      if (this.tokens[(this.starts[i] as number) + depth] !== token) continue;
      if (first < 0) first = i;
      else (next ??= [first]).push(i);
    }
    if (first < 0) throw new RangeError(`action id ${token} is not legal now (see the action mask)`);
    this.prefix.push(token);
    if (next === null) {
      this.#candidates = [first];
      return this.actions[first] as A;
    }
    this.#candidates = next;
    this.#skipForced();
    return this.#candidates.length === 1 ? (this.actions[this.#candidates[0] as number] as A) : null;
  }

  /** Takes every sub-choice that has only one answer; checks that no sequence ends inside another. */
  #skipForced(): void {
    for (;;) {
      const candidates = this.#candidates;
      if (candidates === null || candidates.length <= 1) return;
      const depth = this.prefix.length;
      let shared = -1;
      for (const i of candidates) {
        const at = (this.starts[i] as number) + depth;
        if (at >= (this.starts[i + 1] as number)) {
          throw new InvariantError(
            `seat ${this.seat}: the token sequence of ${JSON.stringify(this.actions[i])} is a prefix of another legal action's`,
          );
        }
        const token = this.tokens[at] as number;
        if (shared === -1) shared = token;
        else if (token !== shared) return;
      }
      this.prefix.push(shared);
    }
  }
}
