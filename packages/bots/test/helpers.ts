import { seededRng, type Action, type GameDef, type GameState, type Seat } from '@tavern/engine';

/** A state reached by following "the k-th choice" numbers from a seed, and a seat that must decide there. */
export interface ReachedState<S> {
  readonly state: S;
  readonly seat: Seat;
}

/** Follows a playout path (as fast-check generates it); null if the game ends on the way. */
export function reachState<S extends GameState, A extends Action, V, O>(
  game: GameDef<S, A, V, O>,
  numPlayers: number,
  seed: string,
  path: readonly number[],
  options: O = game.defaultOptions,
): ReachedState<S> | null {
  let state = game.setup(numPlayers, seed, options);
  for (const choice of path) {
    if (game.outcome(state) !== null) return null;
    const toAct = game.toAct(state);
    const seat = toAct[choice % toAct.length] as Seat;
    const legal = game.legalActions(state, seat);
    state = game.apply(state, seat, legal[Math.floor(choice / toAct.length) % legal.length] as A).state;
  }
  if (game.outcome(state) !== null) return null;
  const toAct = game.toAct(state);
  return { state, seat: toAct[(path.length * 7) % toAct.length] as Seat };
}

/** A reached state after `steps` random actions (fewer if the game ends first). */
export function randomState<S extends GameState, A extends Action, V, O>(
  game: GameDef<S, A, V, O>,
  numPlayers: number,
  seed: string,
  steps: number,
  options: O = game.defaultOptions,
): ReachedState<S> {
  const rng = seededRng(`state:${seed}`);
  for (let attempt = steps; attempt >= 0; attempt--) {
    const path = Array.from({ length: attempt }, () => rng.int(1000));
    const reached = reachState(game, numPlayers, seed, path, options);
    if (reached !== null) return reached;
  }
  throw new Error('the game ends before anyone acts');
}
