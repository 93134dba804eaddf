import type { Action } from './game';
import type { Rng } from './rng';
import type { Seat } from './seat';

/** What a bot may know when it decides: its own view and its legal actions, never the state. */
export interface BotInput<V, A extends Action> {
  readonly seat: Seat;
  readonly view: V;
  readonly legal: readonly A[];
  readonly rng: Rng;
}

/** A player program. It chooses one of `legal`; it cannot read hidden state because it never gets it. */
export type Bot<V, A extends Action> = (input: BotInput<V, A>) => A;
