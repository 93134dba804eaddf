import { asSeat, type Action, type GameState } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { legalActionsOf } from '../src/rooms/legal-cache';
import type { ErasedGame } from '../src/rooms/room-types';
import { toyGame } from './fixtures/toy-game';

describe('legal actions listed once per state and seat', () => {
  test('the game lists them once; a new state or another seat lists again', () => {
    const asked: number[] = [];
    const game = {
      ...(toyGame as unknown as ErasedGame),
      legalActions(state: GameState, seat: number): readonly Action[] {
        asked.push(seat);
        return (toyGame as unknown as ErasedGame).legalActions(state, asSeat(seat));
      },
    } as ErasedGame;
    const state = game.setup(2, 'legal-cache', game.defaultOptions);
    const [seat] = game.toAct(state);
    if (seat === undefined) throw new Error('nobody to act');
    const first = legalActionsOf(game, state, seat);
    expect(legalActionsOf(game, state, seat)).toBe(first);
    expect(asked).toEqual([seat]);
    expect(first).toEqual(toyGame.legalActions(state as never, seat));
    legalActionsOf(game, state, asSeat(1 - seat));
    const next = game.apply(state, seat, first[0]!).state;
    legalActionsOf(game, next, seat);
    expect(asked).toEqual([seat, 1 - seat, seat]);
  });
});
