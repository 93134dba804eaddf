// legalActions and apply agree exactly, checked by brute force over every subset of a hand.
import { asSeat, isRuleError, seededRng, type CardId } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import type { RegicideAction } from '../src/actions';
import { game } from '../src/game';
import type { RegicideState } from '../src/state';
import { rig } from './rig';

function subsets(cards: readonly CardId[]): CardId[][] {
  const out: CardId[][] = [];
  for (let mask = 1; mask < 1 << cards.length; mask++) out.push(cards.filter((_, i) => (mask & (1 << i)) !== 0));
  return out;
}

function accepts(state: RegicideState, action: RegicideAction): boolean {
  try {
    game.apply(state, state.current, action);
    return true;
  } catch (error) {
    if (isRuleError(error)) return false;
    throw error;
  }
}

/** A listed action's card set, as a sorted key (lists name each set once, in one order). */
const key = (cards: readonly string[]): string => [...cards].sort().join(' ');

function expectAgreement(state: RegicideState, type: 'play' | 'defend'): number {
  const hand = state.hands[state.current] ?? [];
  const listed = game
    .legalActions(state, state.current)
    .flatMap((action) => (action.type === type ? [key(action.cards)] : []));
  expect(new Set(listed).size).toBe(listed.length);
  const accepted = subsets(hand)
    .filter((cards) => accepts(state, { type, cards }))
    .map(key);
  expect([...listed].sort()).toEqual([...accepted].sort());
  return listed.length;
}

describe('legal plays and discards are exactly the sets apply accepts', () => {
  test('plays from hands with Aces, pairs, triples, Jesters and face cards', () => {
    const hands = ['AC AD 2C 2D 2H 2S X1', 'AH 3C 3D 3H 5C 5D KC', '4C 4D 4H AS QH X1', '10C 10D 6C 6D AC AD AH AS'];
    let total = 0;
    for (const hand of hands) {
      total += expectAgreement(rig({ players: 3, enemy: 'JS', hands: [hand, '', ''] }), 'play');
    }
    expect(total).toBeGreaterThan(40);
  });

  test('discards from random hands against every damage from 1 to 40', () => {
    const rng = seededRng('defences');
    const deck = game.setup(4, 'deck', game.defaultOptions).tavern;
    let checked = 0;
    for (let round = 0; round < 30; round++) {
      const hand = rng.shuffle(deck).slice(0, 2 + rng.int(7)).join(' ');
      const damage = 1 + rng.int(40);
      const base = rig({ players: 2, enemy: 'KS', hands: [hand, ''] });
      const total = (base.hands[0] ?? []).reduce((sum, card) => sum + (card.startsWith('X') ? 0 : cardWorth(card)), 0);
      if (total < damage) continue;
      const state: RegicideState = { ...base, phase: 'defend', pendingDamage: damage };
      expect(expectAgreement(state, 'defend')).toBeGreaterThan(0);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  test('a solo player who cannot cover the damage may only use a Jester power', () => {
    const state: RegicideState = { ...rig({ players: 1, enemy: 'KS', hands: ['2C 3C'] }), phase: 'defend', pendingDamage: 20 };
    expect(game.legalActions(state, asSeat(0))).toEqual([{ type: 'useJesterPower' }]);
  });
});

function cardWorth(card: string): number {
  const rank = card.slice(0, -1);
  return rank === 'A' ? 1 : rank === 'J' ? 10 : rank === 'Q' ? 15 : rank === 'K' ? 20 : Number(rank);
}
