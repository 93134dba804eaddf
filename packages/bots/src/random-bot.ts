import type { Action, Bot } from '@tavern/engine';

/** Chooses uniformly among the legal actions: the baseline every other bot must beat. */
export function randomBot<V, A extends Action>(): Bot<V, A> {
  return ({ legal, rng }) => rng.pick(legal);
}
