// The acceptance scenarios of spec §7, one test each, named after them.
import { asSeat } from '@tavern/engine';
import { scenario } from '@tavern/engine/test-kit';
import { describe, expect, test } from 'vitest';
import { cardInfo } from '../src/cards';
import { game } from '../src/game';
import type { RegicideState } from '../src/state';
import { bag, chooseNext, defend, ids, play, rig, useJesterPower, yieldTurn } from './rig';

function expectHands(state: RegicideState, hands: readonly string[]): void {
  expect(state.hands.map(bag)).toEqual(hands.map((h) => bag(ids(h))));
}

function expectEnemy(state: RegicideState, card: string, damage: number, shieldRaw = 0, immunityCancelled = false): void {
  expect(state.enemy).toEqual({ card, damage, shieldRaw, immunityCancelled });
}

/** Expects `pile` to be `ordered` on top followed by `unordered` in any order. */
function expectPile(pile: readonly string[], ordered: string, unordered = ''): void {
  const top = ids(ordered);
  expect(pile.slice(0, top.length)).toEqual(top);
  expect(bag(pile.slice(top.length))).toEqual(bag(ids(unordered)));
}

describe('Regicide acceptance scenarios (spec §7)', () => {
  test('S01: Setup for each player count', () => {
    const expected = [
      { players: 1, hand: 8, tavern: 32, jesters: 0, powers: 2 },
      { players: 2, hand: 7, tavern: 26, jesters: 0, powers: null },
      { players: 3, hand: 6, tavern: 23, jesters: 1, powers: null },
      { players: 4, hand: 5, tavern: 22, jesters: 2, powers: null },
    ];
    for (const row of expected) {
      for (const seed of ['a', 'b', 'c']) {
        const s = game.setup(row.players, seed, game.defaultOptions);
        expect(s.enemy).not.toBeNull();
        expect(cardInfo(s.enemy!.card)?.rank).toBe(11);
        expect(s.enemy).toMatchObject({ damage: 0, shieldRaw: 0, immunityCancelled: false });
        expect(s.castle).toHaveLength(11);
        expect(s.castle.map((c) => cardInfo(c)?.rank)).toEqual([11, 11, 11, 12, 12, 12, 12, 13, 13, 13, 13]);
        expect(s.inPlay).toEqual([]);
        expect(s.discard).toEqual([]);
        expect(s.phase).toBe('play');
        expect(s.current).toBe(0);
        expect(s.yielded).toEqual(Array(row.players).fill(false));
        expect(s.hands.map((h) => h.length)).toEqual(Array(row.players).fill(row.hand));
        expect(s.tavern).toHaveLength(row.tavern);
        const pool = [...s.hands.flat(), ...s.tavern];
        const numbers = pool.filter((c) => (cardInfo(c)?.rank ?? 0) >= 1 && (cardInfo(c)?.rank ?? 0) <= 10);
        expect(new Set(numbers).size).toBe(40);
        expect(pool.filter((c) => cardInfo(c)?.rank === 0)).toHaveLength(row.jesters);
        expect(pool).toHaveLength(40 + row.jesters);
        expect(s.jesterPowers).toBe(row.powers);
      }
    }
  });

  test('S02: Basic attack, spade shield, discard legality', () => {
    const s = scenario(
      game,
      rig({ players: 2, enemy: 'JH', castle: 'QD', tavern: '4D 7C', hands: ['8S 3C 9D 2H', '5C 6C'] }),
    );
    s.act(0, play('8S'));
    expect(s.state.enemy).toMatchObject({ shieldRaw: 8, damage: 8 });
    expect(s.state.phase).toBe('defend');
    expect(s.state.pendingDamage).toBe(2);
    s.reject(0, defend('3C 2H'), 'defendTooMuch');
    s.act(0, defend('2H'));
    expectEnemy(s.state, 'JH', 8, 8);
    expect(s.state.inPlay).toEqual(ids('8S'));
    expect(s.state.tavern).toEqual(ids('4D 7C'));
    expect(s.state.discard).toEqual(ids('2H'));
    expectHands(s.state, ['3C 9D', '5C 6C']);
    expect(s.state.castle).toEqual(ids('QD'));
    expect(s.state).toMatchObject({ current: 1, phase: 'play', pendingDamage: 0 });
    expect(s.state.yielded.every((flag) => !flag)).toBe(true);
  });

  test('S03: Clubs doubling gives an exact kill', () => {
    const s = scenario(
      game,
      rig({
        players: 2, enemy: 'JS', damage: 12, inPlay: '7D 5H', castle: 'QC KD', tavern: '6H 2C', discard: '3D',
        hands: ['4C 10S', '9H'],
      }),
    );
    s.act(0, play('4C'));
    expect(s.state.tavern).toEqual(ids('JS 6H 2C'));
    expect(s.state.discard).toEqual(ids('4C 5H 7D 3D'));
    expect(s.state.inPlay).toEqual([]);
    expectEnemy(s.state, 'QC', 0);
    expect(s.state.castle).toEqual(ids('KD'));
    expectHands(s.state, ['10S', '9H']);
    expect(s.state).toMatchObject({ current: 0, phase: 'play', pendingDamage: 0 });
    expect(s.state.yielded.every((flag) => !flag)).toBe(true);
  });

  test('S04: Overkill goes to the discard pile and shields reset', () => {
    const s = scenario(
      game,
      rig({
        players: 2, current: 2, enemy: 'QD', damage: 24, shieldRaw: 6, inPlay: '6S 9C', castle: 'KH KC',
        tavern: '5C', hands: ['2D', '10H 3S'],
      }),
    );
    s.act(1, play('10H'));
    expect(s.state.discard).toEqual(ids('10H 9C 6S QD'));
    expect(s.state.inPlay).toEqual([]);
    expectEnemy(s.state, 'KH', 0, 0);
    expect(s.state.castle).toEqual(ids('KC'));
    expect(s.state.tavern).toEqual(ids('5C'));
    expectHands(s.state, ['2D', '3S']);
    expect(s.state).toMatchObject({ current: 1, phase: 'play', pendingDamage: 0 });
    expect(s.state.yielded.every((flag) => !flag)).toBe(true);
  });

  test('S05: Immunity blocks Diamonds but not damage', () => {
    const s = scenario(
      game,
      rig({ players: 3, enemy: 'JD', castle: 'QS', tavern: '2S 5H 8C', hands: ['9D 10S', '3H', '7C'] }),
    );
    s.act(0, play('9D'));
    expect(s.state).toMatchObject({ phase: 'defend', pendingDamage: 10 });
    s.act(0, defend('10S'));
    expectEnemy(s.state, 'JD', 9);
    expect(s.state.inPlay).toEqual(ids('9D'));
    expect(s.state.tavern).toEqual(ids('2S 5H 8C'));
    expect(s.state.discard).toEqual(ids('10S'));
    expectHands(s.state, ['', '3H', '7C']);
    expect(s.state).toMatchObject({ current: 1, phase: 'play', pendingDamage: 0 });
    expect(s.state.yielded.every((flag) => !flag)).toBe(true);
  });

  test('S06: Hearts with fewer discard cards than its value', () => {
    const s = scenario(
      game,
      rig({ players: 2, enemy: 'JC', castle: 'QH', tavern: '3C', discard: '5S 10D 6H', hands: ['7H 10S', '4D'] }),
    );
    s.act(0, play('7H'));
    expect(s.state).toMatchObject({ phase: 'defend', pendingDamage: 10 });
    s.act(0, defend('10S'));
    expectPile(s.state.tavern, '3C', '5S 10D 6H');
    expect(s.state.discard).toEqual(ids('10S'));
    expectEnemy(s.state, 'JC', 7);
    expect(s.state.inPlay).toEqual(ids('7H'));
    expectHands(s.state, ['', '4D']);
    expect(s.state).toMatchObject({ current: 1, phase: 'play', pendingDamage: 0 });
    expect(s.state.yielded.every((flag) => !flag)).toBe(true);
  });

  test('S07: Diamonds skips full hands and stops when every hand is full', () => {
    const s = scenario(
      game,
      rig({
        players: 3, current: 2, enemy: 'JS', castle: 'QC', tavern: '5H 6H 7H 8H 9H 10H AS',
        hands: ['2C 3C 4C 5C 6C 7C', '8D 10C', 'AH 9S 2D 3D 4D'],
      }),
    );
    s.act(1, play('8D'));
    expect(s.state).toMatchObject({ phase: 'defend', pendingDamage: 10 });
    s.act(1, defend('10C'));
    expectHands(s.state, ['2C 3C 4C 5C 6C 7C', '5H 7H 8H 9H 10H', 'AH 9S 2D 3D 4D 6H']);
    expect(s.state.tavern).toEqual(ids('AS'));
    expect(s.state.discard).toEqual(ids('10C'));
    expectEnemy(s.state, 'JS', 8);
    expect(s.state.inPlay).toEqual(ids('8D'));
    expect(s.state).toMatchObject({ current: 2, phase: 'play', pendingDamage: 0 });
    expect(s.state.yielded.every((flag) => !flag)).toBe(true);
  });

  test('S08: Diamonds stops when the Tavern runs out', () => {
    const s = scenario(
      game,
      rig({ players: 2, enemy: 'QH', castle: 'KH', tavern: '3H 4H 5H', hands: ['6D 10C', '2S'] }),
    );
    s.act(0, play('6D'));
    expect(s.state).toMatchObject({ phase: 'defend', pendingDamage: 15 });
    s.act(0, defend('10C 5H'));
    expect(s.state.tavern).toEqual([]);
    expect(s.state.discard).toEqual(ids('5H 10C'));
    expectHands(s.state, ['3H', '2S 4H']);
    expectEnemy(s.state, 'QH', 6);
    expect(s.state.inPlay).toEqual(ids('6D'));
    expect(s.state).toMatchObject({ current: 1, phase: 'play', pendingDamage: 0 });
    expect(s.state.yielded.every((flag) => !flag)).toBe(true);
  });

  test('S09: Ace companion with Hearts resolved before Diamonds', () => {
    const s = scenario(
      game,
      rig({
        players: 2, enemy: 'JC', castle: 'QS', discard: '4D', hands: ['AH 6D 9S', '7S 8S 9C 10C 2C 3C'],
      }),
    );
    s.act(0, play('AH 6D'));
    expect(s.state).toMatchObject({ phase: 'defend', pendingDamage: 10 });
    expectHands(s.state, ['9S 4D', '7S 8S 9C 10C 2C 3C']);
    s.act(0, defend('4D 9S'));
    expect(s.state.tavern).toEqual([]);
    expect(s.state.discard).toEqual(ids('9S 4D'));
    expectHands(s.state, ['', '7S 8S 9C 10C 2C 3C']);
    expectEnemy(s.state, 'JC', 7);
    expect(s.state.inPlay).toEqual(ids('AH 6D'));
    expect(s.state).toMatchObject({ current: 1, phase: 'play', pendingDamage: 0 });
    expect(s.state.yielded.every((flag) => !flag)).toBe(true);
  });

  test('S10: Combo legality, and clubs doubling the whole combo', () => {
    const s = scenario(game, rig({ players: 2, enemy: 'QH', castle: 'KC', tavern: '2H', hands: ['4C 4S 4D 10H', '3S'] }));
    s.reject(0, play('4C 4S 4D'), 'comboTooHigh');
    s.reject(0, play('4C 10H'), 'mixedRanks');
    s.act(0, play('4C 4S'));
    expect(s.state.enemy).toMatchObject({ shieldRaw: 8, damage: 16 });
    expect(s.state).toMatchObject({ phase: 'defend', pendingDamage: 7 });
    s.act(0, defend('10H'));
    expectEnemy(s.state, 'QH', 16, 8);
    expect(s.state.inPlay).toEqual(ids('4C 4S'));
    expectHands(s.state, ['4D', '3S']);
    expect(s.state.discard).toEqual(ids('10H'));
    expect(s.state.tavern).toEqual(ids('2H'));
    expect(s.state).toMatchObject({ current: 1, phase: 'play', pendingDamage: 0 });
    expect(s.state.yielded.every((flag) => !flag)).toBe(true);
  });

  test('S11: Illegal plays are rejected; Ace plus Ace is legal', () => {
    const s = scenario(
      game,
      rig({ players: 3, enemy: 'JS', castle: 'QS', tavern: '7H 8H', hands: ['AC AD AH 5C 5D X1', '6C 6D', '9S'] }),
    );
    s.reject(0, play('AC AD AH'), 'aceInCombo');
    s.reject(0, play('AC 5C 5D'), 'aceInCombo');
    s.reject(0, play('X1 5C'), 'jesterNotAlone');
    s.reject(0, play('AH X1'), 'aceWithJester');
    s.reject(0, play('5C 7H'), 'cardNotInHand');
    s.reject(1, play('6C'), 'notYourTurn');
    s.act(0, play('AD AC'));
    expect(s.state).toMatchObject({ phase: 'defend', pendingDamage: 10, current: 0 });
    expectEnemy(s.state, 'JS', 4, 0);
    expect(s.state.inPlay).toEqual(ids('AD AC'));
    expect(s.state.tavern).toEqual([]);
    expectHands(s.state, ['AH 5C 5D X1 7H', '6C 6D 8H', '9S']);
  });

  test('S12: Yield chain and the yield restriction', () => {
    const s = scenario(
      game,
      rig({
        players: 3, enemy: 'JD', damage: 10, shieldRaw: 10, inPlay: '10S', castle: 'QD', hands: ['2C', '3C', '4H 6C'],
      }),
    );
    s.act(0, yieldTurn);
    expect(s.state).toMatchObject({ current: 1, phase: 'play', pendingDamage: 0 });
    s.act(1, yieldTurn);
    expect(s.state).toMatchObject({ current: 2, phase: 'play', pendingDamage: 0 });
    s.reject(2, yieldTurn, 'yieldBlocked');
    s.act(2, play('4H'));
    expectEnemy(s.state, 'JD', 14, 10);
    expect(s.state.inPlay).toEqual(ids('10S 4H'));
    expectHands(s.state, ['2C', '3C', '6C']);
    expect(s.state.yielded).toEqual([true, true, false]);
    expect(s.state).toMatchObject({ current: 0, phase: 'play', pendingDamage: 0 });
    expect(s.legal(0)).toContainEqual(yieldTurn);
  });

  test('S13: A Jester against the ♠ King makes earlier spades count', () => {
    const s = scenario(
      game,
      rig({
        players: 3, current: 2, enemy: 'KS', damage: 16, shieldRaw: 8, inPlay: '8S 8D', castle: 'KC', tavern: '10C',
        hands: ['5H 10H 3D', 'X1 9C', '7D'],
      }),
    );
    expect(s.view(asSeat(0)).enemy).toMatchObject({ shield: 0, currentAttack: 20 });
    s.act(1, play('X1'));
    expectEnemy(s.state, 'KS', 16, 8, true);
    expect(s.state.phase).toBe('chooseNext');
    expect(s.view(asSeat(0)).enemy).toMatchObject({ currentAttack: 12 });
    s.act(1, chooseNext(1));
    s.act(0, play('5H'));
    expect(s.state).toMatchObject({ phase: 'defend', pendingDamage: 12 });
    s.act(0, defend('3D 10H'));
    expectEnemy(s.state, 'KS', 21, 8, true);
    expect(s.state.inPlay).toEqual(ids('8S 8D X1 5H'));
    expect(s.state.discard).toEqual(ids('10H 3D'));
    expect(s.state.tavern).toEqual(ids('10C'));
    expectHands(s.state, ['', '9C', '7D']);
    expect(s.state.castle).toEqual(ids('KC'));
    expect(s.state).toMatchObject({ current: 1, phase: 'play', pendingDamage: 0 });
    expect(s.state.yielded.every((flag) => !flag)).toBe(true);
  });

  test('S14: A Jester against a ♣ Queen: earlier clubs stay single, later clubs double', () => {
    const s = scenario(
      game,
      rig({
        players: 4, current: 3, enemy: 'QC', damage: 7, inPlay: '7C', castle: 'KD',
        hands: ['3H', '4H', 'X2 2S', '6C 10D 5S'],
      }),
    );
    s.act(2, play('X2'));
    expectEnemy(s.state, 'QC', 7, 0, true);
    s.act(2, chooseNext(4));
    s.act(3, play('6C'));
    expect(s.state.enemy).toMatchObject({ damage: 19 });
    expect(s.state).toMatchObject({ phase: 'defend', pendingDamage: 15 });
    s.act(3, defend('5S 10D'));
    expectEnemy(s.state, 'QC', 19, 0, true);
    expect(s.state.inPlay).toEqual(ids('7C X2 6C'));
    expect(s.state.discard).toEqual(ids('10D 5S'));
    expectHands(s.state, ['3H', '4H', '2S', '']);
    expect(s.state).toMatchObject({ current: 0, phase: 'play', pendingDamage: 0 });
    expect(s.state.yielded.every((flag) => !flag)).toBe(true);
  });

  test('S15: A blocked spade shield, then a loss in Step 4', () => {
    const s = scenario(
      game,
      rig({ players: 2, enemy: 'QS', damage: 10, inPlay: '10H', castle: 'KS', tavern: '2C', hands: ['3S 10D 4C', '9H'] }),
    );
    s.act(0, play('3S'));
    expect(s.state).toMatchObject({ phase: 'lost', lossReason: 'cannotSatisfyDamage', pendingDamage: 0 });
    expect(s.state.yielded.every((flag) => !flag)).toBe(true);
    expect(s.state.yielded).toEqual([false, false]);
    expectEnemy(s.state, 'QS', 13, 3);
    expect(s.state.inPlay).toEqual(ids('10H 3S'));
    expectHands(s.state, ['10D 4C', '9H']);
    expect(s.state.discard).toEqual([]);
    expect(game.outcome(s.state)).toMatchObject({ winners: [], label: 'Defeat' });
  });

  test('S16: Loss at the start of a turn: no cards and no yield', () => {
    const s = scenario(
      game,
      rig({ players: 2, enemy: 'JC', damage: 4, shieldRaw: 4, inPlay: '4S', castle: 'QD', tavern: '9C', hands: ['6H 2D', ''] }),
    );
    s.act(0, yieldTurn);
    expect(s.state).toMatchObject({ phase: 'defend', pendingDamage: 6 });
    s.act(0, defend('6H'));
    expect(s.state).toMatchObject({ phase: 'lost', lossReason: 'cannotPlayOrYield', current: 1, pendingDamage: 0 });
    expect(s.state.yielded).toEqual([true, false]);
    expectHands(s.state, ['2D', '']);
    expect(s.state.discard).toEqual(ids('6H'));
    expectEnemy(s.state, 'JC', 4, 4);
  });

  test('S17: Using a drawn Queen to attack and a King to cover damage', () => {
    const s = scenario(
      game,
      rig({
        players: 2, enemy: 'KD', damage: 20, inPlay: '10C', castle: 'KS', tavern: '5D', discard: '2C 3C 4C',
        hands: ['QH KC', '3S'],
      }),
    );
    s.act(0, play('QH'));
    expect(s.state).toMatchObject({ phase: 'defend', pendingDamage: 20 });
    s.act(0, defend('KC'));
    expectPile(s.state.tavern, '5D', '2C 3C 4C');
    expect(s.state.discard).toEqual(ids('KC'));
    expect(s.state.enemy).toMatchObject({ card: 'KD', damage: 35 });
    expect(s.state.inPlay).toEqual(ids('10C QH'));
    expectHands(s.state, ['', '3S']);
    expect(s.state).toMatchObject({ current: 1, phase: 'play', pendingDamage: 0 });
    expect(s.state.yielded.every((flag) => !flag)).toBe(true);
  });

  test('S18: Victory by an exact kill on the last King (multiplayer)', () => {
    const s = scenario(
      game,
      rig({
        players: 2, current: 2, enemy: 'KC', damage: 30, shieldRaw: 10, inPlay: '10S 10H 10D', tavern: '7C',
        discard: '8C', hands: ['2S', '5D 5H'],
      }),
    );
    s.act(1, play('5D 5H'));
    expect(s.state).toMatchObject({ phase: 'won', soloGrade: null, enemy: null });
    expect(s.state.tavern).toEqual(ids('KC'));
    expect(s.state.discard).toEqual(ids('5H 5D 10D 10H 10S'));
    expect(s.state.inPlay).toEqual([]);
    expect(s.state.castle).toEqual([]);
    expectHands(s.state, ['2S 8C', '7C']);
    expect(game.outcome(s.state)).toMatchObject({ winners: [0, 1], label: 'Victory' });
    expect(game.toAct(s.state)).toEqual([]);
  });

  test('S19: [SOLO] A Jester power used in Step 4', () => {
    const s = scenario(
      game,
      rig({
        players: 1, jesterPowers: 2, enemy: 'QD', castle: 'KS', tavern: '10C 10S 9S 8D 7H 6C 5S 4H 3D',
        hands: ['9H 3C 2S'],
      }),
    );
    s.act(0, play('9H'));
    expect(s.state).toMatchObject({ phase: 'defend', pendingDamage: 15 });
    expect(s.legal(0)).toEqual([useJesterPower]);
    s.reject(0, defend('3C 2S'), 'defendNeedsPower');
    s.act(0, useJesterPower);
    expect(s.state).toMatchObject({ phase: 'defend', pendingDamage: 15, jesterPowers: 1 });
    s.act(0, defend('10C 10S'));
    expectHands(s.state, ['9S 8D 7H 6C 5S 4H']);
    expect(s.state.tavern).toEqual(ids('3D'));
    expectPile(s.state.discard, '10S 10C', '2S 3C');
    expectEnemy(s.state, 'QD', 9);
    expect(s.state.inPlay).toEqual(ids('9H'));
    expect(s.state).toMatchObject({ jesterPowers: 1, current: 0, phase: 'play', pendingDamage: 0 });
    expect(s.state.yielded.every((flag) => !flag)).toBe(true);
  });

  test('S20: [SOLO] No yielding, and a Silver victory', () => {
    const s = scenario(
      game,
      rig({ players: 1, jesterPowers: 1, enemy: 'KH', damage: 38, inPlay: '10C 9C', tavern: '4C', hands: ['2S 7D'] }),
    );
    s.reject(0, yieldTurn, 'yieldSolo');
    s.act(0, play('2S'));
    expect(s.state).toMatchObject({ phase: 'won', soloGrade: 'silver', enemy: null, jesterPowers: 1 });
    expect(s.state.tavern).toEqual(ids('KH 4C'));
    expect(s.state.discard).toEqual(ids('2S 9C 10C'));
    expect(s.state.inPlay).toEqual([]);
    expectHands(s.state, ['7D']);
    expect(game.outcome(s.state)).toMatchObject({ winners: [0], label: 'Silver victory' });
  });
});
