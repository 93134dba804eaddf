import { isRuleError, type Action } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { game } from '../src/game';
import type { SaboteurState } from '../src/state';
import { act, C6, P, rig } from './rig';

function messageOf(state: SaboteurState, seat: number, action: Action): string {
  try {
    game.apply(state, P(seat), action as never);
  } catch (error) {
    if (isRuleError(error)) return error.message;
    throw error;
  }
  throw new Error('the action was accepted');
}

const PROGRAM_WORDS = /#\d|T-N|D-N|BRK-|REP-|NUG\d|\bP\d\b/;

describe('Saboteur rule messages speak of players and cards by name', () => {
  const state = rig({
    players: 10,
    cells: C6,
    hands: [['T-NS#1', 'REP-LANTERN#1', 'BRK-CART#1', 'MAP#1'], ...Array.from({ length: 9 }, (_, i) => [`MAP#${i + 2}`])],
    broken: { 1: { CART: 'BRK-CART#2' } },
  });

  test('seats are counted from 1, tools take an article, cards are named', () => {
    expect(messageOf(state, 0, act.broken('BRK-CART#1', 10))).toBe('There is no Player 11 at this table.');
    expect(messageOf(state, 0, act.repair('REP-LANTERN#1', 1, 'CART'))).toBe(
      "You can't mend a cart with a lantern repair: it repairs only a lantern.",
    );
    expect(messageOf(state, 0, act.path('T-NES#3', 7, 0))).toBe("You don't hold a three-way tunnel, up–down with a side branch.");
    expect(messageOf(state, 0, act.path('NONSENSE', 7, 0))).toBe("You don't hold that card.");
    expect(messageOf(state, 0, act.broken('BRK-CART#1', 1))).toBe("Player 2's cart is already broken.");
    expect(messageOf(state, 1, act.map('MAP#2', 8, 0))).toBe("It is not your turn: it is Player 1's turn.");
  });

  test('no message of a placement or card kind error contains a card id', () => {
    const messages = [
      messageOf(state, 0, act.path('T-NS#1', 0, 0)),
      messageOf(state, 0, act.path('T-NS#1', 7, 0)),
      messageOf(state, 0, act.path('T-NS#1', 3, 3)),
      messageOf(state, 0, act.map('T-NS#1', 8, 0)),
    ];
    for (const message of messages) expect(message).not.toMatch(PROGRAM_WORDS);
    expect(messages[0]).toBe("You can't build at (0,0): it already holds the start card.");
    expect(messages[3]).toBe("You can't do that with Straight tunnel, up–down: it is not a map card.");
  });
});
