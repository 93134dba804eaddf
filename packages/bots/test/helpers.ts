import { seededRng, type AnyGameDef, type Seat } from '@tavern/engine';

/** A state reached by following "the k-th choice" numbers from a seed, and a seat that must decide there. */
export interface ReachedState {
  readonly state: unknown;
  readonly seat: Seat;
}

/** Follows a playout path (as fast-check generates it) and stops before the end; null if the game ended. */
export function reachState(game: AnyGameDef, numPlayers: number, seed: string, path: readonly number[]): ReachedState | null {
  let state: unknown = game.setup(numPlayers, seed, game.defaultOptions);
  for (const choice of path) {
    if (game.outcome(state) !== null) return null;
    const toAct = game.toAct(state);
    const seat = toAct[choice % toAct.length] as Seat;
    const legal = game.legalActions(state, seat) as readonly unknown[];
    state = game.apply(state, seat, legal[Math.floor(choice / toAct.length) % legal.length]).state;
  }
  if (game.outcome(state) !== null) return null;
  const toAct = game.toAct(state);
  return { state, seat: toAct[(path.length * 7) % toAct.length] as Seat };
}

/** A reached state after `steps` random actions (fewer if the game ends first). */
export function randomState(game: AnyGameDef, numPlayers: number, seed: string, steps: number): ReachedState {
  const rng = seededRng(`state:${seed}`);
  for (let attempt = steps; attempt >= 0; attempt--) {
    const path = Array.from({ length: attempt }, () => rng.int(1000));
    const reached = reachState(game, numPlayers, seed, path);
    if (reached !== null) return reached;
  }
  throw new Error('the game ends before anyone acts');
}
