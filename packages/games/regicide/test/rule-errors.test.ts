// Every main way an action is refused: a RuleError with a clear message, and the state untouched.
import { asSeat, isRuleError, stableStringify, type Seat } from '@tavern/engine';
import { deepFreeze } from '@tavern/engine/test-kit';
import { describe, expect, test } from 'vitest';
import type { RegicideAction } from '../src/actions';
import { game } from '../src/game';
import type { RegicideState } from '../src/state';
import { chooseNext, defend, ids, play, rig, useJesterPower, yieldTurn } from './rig';

/** Applies an action that must be refused; returns the error after checking the state is unchanged. */
function refuse(state: RegicideState, seat: number, action: RegicideAction) {
  const frozen = deepFreeze(state);
  const before = stableStringify(frozen);
  try {
    game.apply(frozen, asSeat(seat), action);
  } catch (error) {
    expect(stableStringify(frozen)).toBe(before);
    if (!isRuleError(error)) throw error;
    return error;
  }
  throw new Error(`${JSON.stringify(action)} was accepted`);
}

const twoPlayers = (): RegicideState =>
  rig({ players: 2, enemy: 'JS', castle: 'QS', tavern: '7H 8H', hands: ['AC AD 5C 5D 6C 6D 7S', '9S'] });

function inDefence(): RegicideState {
  return game.apply(twoPlayers(), asSeat(0), play('5C')).state; // J♠ attacks for 10
}

describe('rejected actions name the card and the reason', () => {
  test('not your turn', () => {
    const error = refuse(twoPlayers(), 1, play('9S'));
    expect(error.code).toBe('notYourTurn');
    expect(error.message).toBe('It is not your turn: Player 1 is to act.');
  });

  test('a card that is not in the hand', () => {
    const error = refuse(twoPlayers(), 0, play('9S'));
    expect(error.code).toBe('cardNotInHand');
    expect(error.message).toBe("You can't play 9♠: it is not in your hand.");
  });

  test('a string that is no card at all, and a card named twice', () => {
    expect(refuse(twoPlayers(), 0, play('ZZ')).code).toBe('unknownCard');
    const twice = refuse(twoPlayers(), 0, { type: 'play', cards: ids('5C 5C') });
    expect(twice.code).toBe('repeatedCard');
    expect(twice.message).toContain('5♣ twice');
  });

  test('illegal combos: mixed ranks, too high, an Ace with two cards', () => {
    const mixed = refuse(twoPlayers(), 0, play('5C 6C'));
    expect(mixed.code).toBe('mixedRanks');
    expect(mixed.message).toBe(
      "You can't play 5♣ + 6♣: cards of different ranks can only be played as an Ace plus one card.",
    );
    const high = refuse(twoPlayers(), 0, play('6C 6D'));
    expect(high.code).toBe('comboTooHigh');
    expect(high.message).toContain('totals 12');
    expect(refuse(twoPlayers(), 0, play('AC 5C 5D')).code).toBe('aceInCombo');
  });

  test('yielding when every other player yielded last turn, and in solo', () => {
    const blocked = rig({ players: 2, enemy: 'JS', hands: ['5C', '9S'], yielded: [false, true] });
    const error = refuse(blocked, 0, yieldTurn);
    expect(error.code).toBe('yieldBlocked');
    expect(error.message).toContain('every other player yielded');
    expect(error.message).toContain('defeating an enemy does not change that');
    expect(refuse(rig({ players: 1, enemy: 'JS', hands: ['5C'] }), 0, yieldTurn).code).toBe('yieldSolo');
  });

  test('a discard that does not cover the damage, or pads it with spare cards', () => {
    const little = refuse(inDefence(), 0, defend('AC 6C'));
    expect(little.code).toBe('defendTooLittle');
    expect(little.message).toBe("You can't discard A♣ + 6♣: they are worth 7, less than the 10 damage to cover.");
    const much = refuse(inDefence(), 0, defend('6C 6D 7S'));
    expect(much.code).toBe('defendTooMuch');
    expect(much.message).toBe(
      "You can't discard 6♣ + 6♦ + 7♠: the 10 damage is covered even without 6♣, 6♦ or 7♠. Discard one card at a time and stop as soon as the damage is covered.",
    );
  });

  test('one card too little reads in the singular; either of two covering cards is named as either', () => {
    const jester = rig({ players: 3, enemy: 'JH', hands: ['X1 3C 2H', '9S', '8S'], shieldRaw: 8 });
    const defending = game.apply(jester, asSeat(0), yieldTurn).state; // J♥ attacks for 10 − 8 = 2
    expect(refuse(defending, 0, defend('X1')).message).toBe(
      "You can't discard Jester: it is worth 0, less than the 2 damage to cover.",
    );
    expect(refuse(defending, 0, defend('3C 2H')).message).toBe(
      "You can't discard 3♣ + 2♥: either card alone covers the 2 damage, so discard just one of them.",
    );
  });

  test('acting in the wrong phase', () => {
    expect(refuse(inDefence(), 0, play('6C')).message).toBe(
      "You can't play cards now: you must first discard cards to cover the damage.",
    );
    expect(refuse(twoPlayers(), 0, defend('7S')).code).toBe('wrongPhase');
    expect(refuse(twoPlayers(), 0, chooseNext(2)).code).toBe('wrongPhase');
  });

  test('solo Jester power misuse', () => {
    expect(refuse(twoPlayers(), 0, useJesterPower).code).toBe('notSolo');
    const spent = rig({ players: 1, enemy: 'JS', hands: ['5C'], jesterPowers: 0 });
    expect(refuse(spent, 0, useJesterPower).message).toBe('You have no Jester powers left.');
    const mustUse = rig({ players: 1, enemy: 'JS', tavern: '9H', hands: [''], jesterPowers: 1 });
    expect(game.legalActions(mustUse, asSeat(0))).toEqual([useJesterPower]);
    expect(refuse(mustUse, 0, play('9H')).code).toBe('jesterPowerOnly');
  });

  test('choosing a seat that is not at the table after a Jester', () => {
    const jester = rig({ players: 3, enemy: 'JS', hands: ['X1 5C', '9S', '8S'] });
    const choosing = game.apply(jester, asSeat(0), play('X1')).state;
    const error = refuse(choosing, 0, { type: 'chooseNext', next: 5 as Seat });
    expect(error.code).toBe('noSuchSeat');
    expect(error.message).toBe('There is no Player 6: this table has 3 players.');
  });

  test('raw input that skipped the schema is still refused with a RuleError', () => {
    expect(refuse(twoPlayers(), 0, { type: 'play' } as unknown as RegicideAction).code).toBe('noCards');
    expect(refuse(twoPlayers(), 0, { type: 'play', cards: [7] } as unknown as RegicideAction).code).toBe('unknownCard');
    expect(refuse(twoPlayers(), 0, { type: 'castSpell' } as unknown as RegicideAction).code).toBe('unknownAction');
    expect(game.actionSchema.safeParse({ type: 'yield', extra: 1 }).success).toBe(false);
  });

  test('any move once the game is over', () => {
    const lost = game.apply(rig({ players: 2, enemy: 'QS', hands: ['3S', '9H'] }), asSeat(0), play('3S')).state;
    expect(lost.phase).toBe('lost');
    expect(refuse(lost, 0, play('3S')).code).toBe('gameOver');
  });
});
