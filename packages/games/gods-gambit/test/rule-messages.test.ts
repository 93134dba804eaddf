import { isRuleError, type Seat } from '@tavern/engine';
import type { Action } from '../src/actions';
import { describe, expect, test } from 'vitest';
import { game } from '../src/game';
import { A, B, play, start, type GG } from './rig';

function messageOf(s: GG, seat: Seat, action: Action): string {
  try {
    game.apply(s.state, seat, action);
  } catch (error) {
    if (isRuleError(error)) return error.message;
    throw error;
  }
  throw new Error('the action was accepted');
}

const hands = [['R3', 'K7', 'W1', 'W5'], ['U8']];

describe('rule messages read as a player would want them', () => {
  test('a wild field card is matched by colour only, and the message does not suggest a number', () => {
    const s = start({ seats: 2, next: A, field: 'MAG/U', hands });
    const message = messageOf(s, A, play(s, A, 'R3', 'field'));
    expect(message).toBe(
      "You can't play Red 3 Missionary: it is not Blue, the current colour, and a wild field card (Magician 10) is matched only by colour or by another wild card.",
    );
  });

  test('after a Magician the message says the colour was changed', () => {
    const s = start({ seats: 2, next: A, field: 'K2/U', hands });
    expect(messageOf(s, A, play(s, A, 'K7', 'field'))).toBe(
      "You can't play Black 7 Lord: a Magician changed the current colour to Blue, and Black 7 Lord is neither Blue nor a 2 like the field card Black 2 Monk.",
    );
  });

  test('an ordinary mismatch names the colour and the number that would match', () => {
    const s = start({ seats: 2, next: A, field: 'W2/W', hands });
    expect(messageOf(s, A, play(s, A, 'R3', 'field'))).toBe(
      "You can't play Red 3 Missionary: it is neither White (the current colour) nor a 2 like the field card White 2 Monk.",
    );
  });

  test('a Believer is not called a Believer twice, and seats are counted from 1', () => {
    const s = start({ seats: 2, next: A, field: 'W2/W', hands });
    const believer = messageOf(s, A, play(s, A, 'W1', 'skill'));
    expect(believer).toBe("You can't place White 1 Believer in your skill area: Believers have no skill, so they can only go onto the field.");
    s.act(A, play(s, A, 'W5', 'skill'));
    expect(messageOf(s, A, { type: 'useSkill', target: 5 })).toBe('There is no Player 6 at this table: choose another player.');
    expect(messageOf(s, A, { type: 'useSkill', target: 0 })).toBe("You can't aim your own skill at yourself: choose another player.");
    expect(messageOf(s, B, { type: 'draw' })).toBe('It is not your decision now; wait for your turn.');
  });
});
