import type { Action, GameState, Seat } from '@tavern/engine';
import type { ErasedGame } from './room-types';

// States are immutable, so a state's legal actions for a seat never change: a room asks for them
// up to three times per action (the automatic pass, the summary pause, the seat's update) and
// Sanguosha's take as long to list as to apply an action. Keyed by the state object itself, an
// entry goes when the state does.
const cache = new WeakMap<GameState, Map<Seat, readonly Action[]>>();

/** `game.legalActions(state, seat)`, listed once per state and seat. */
export function legalActionsOf(game: ErasedGame, state: GameState, seat: Seat): readonly Action[] {
  let perSeat = cache.get(state);
  if (perSeat === undefined) {
    perSeat = new Map();
    cache.set(state, perSeat);
  }
  let legal = perSeat.get(seat);
  if (legal === undefined) {
    legal = game.legalActions(state, seat);
    perSeat.set(seat, legal);
  }
  return legal;
}
