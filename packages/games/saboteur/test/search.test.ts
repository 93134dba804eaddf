/** Saboteur's search knowledge: tunnel gaps from the real maze, gold belief, and the evaluation. */
import { asCardId } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { PLAYING_DECK } from '../src/cards';
import { evaluateState, goldBelief, minersWinChance } from '../src/search/evaluate';
import { minersRoundOdds } from '../src/search/round-odds';
import { tunnelGaps } from '../src/search/tunnel-gap';
import type { SaboteurState } from '../src/state';
import { C6, P, rig, type CellSpec } from './rig';

/** Five players, seat 0 a gold-digger and seat 1 a saboteur, mid-round with 30 cards to draw. */
function fiveSeats(cells: readonly CellSpec[] = []): SaboteurState {
  const deck = PLAYING_DECK.filter((card) => card.startsWith('BRK') || card.startsWith('REP') || card.startsWith('MAP'));
  const hands = Array.from({ length: 5 }, (_, p) => deck.slice(p * 3, p * 3 + 3));
  const drawPile = PLAYING_DECK.filter((card) => card.startsWith('T-')).slice(0, 30);
  return rig({ players: 5, roles: 'GSGGG', aside: 'S', cells, hands, drawPile });
}

describe('tunnel gaps', () => {
  test('a fresh maze is seven cells from the middle goal and eight or more from the others', () => {
    const gaps = tunnelGaps(fiveSeats().maze);
    expect(gaps[1]).toBe(7);
    expect(gaps[0]).toBeGreaterThanOrEqual(8);
    expect(gaps[2]).toBeGreaterThanOrEqual(8);
  });

  test('corridor C6 is one card from the middle goal', () => {
    expect(tunnelGaps(fiveSeats(C6).maze)[1]).toBe(1);
  });

  test('a dead end in front of the goal forces a detour', () => {
    const blocked = tunnelGaps(fiveSeats([...C6, [7, 0, 'D-EW', 0]]).maze);
    expect(blocked[1]).toBe(3);
  });
});

describe('gold belief', () => {
  test('is uniform over unseen goals, and certain after a map shows the gold', () => {
    const state = fiveSeats();
    expect(goldBelief(state, P(0))).toEqual([1 / 3, 1 / 3, 1 / 3]);
    const peeked: SaboteurState = {
      ...state,
      peeks: state.peeks.map((peeks, p) => (p === 0 ? [{ x: 8, y: 2, card: asCardId('GOAL-GOLD') }] : peeks)),
    };
    expect(goldBelief(peeked, P(0))).toEqual([0, 0, 1]);
    expect(goldBelief(peeked, P(2))).toEqual([1 / 3, 1 / 3, 1 / 3]);
  });

  test('a map that shows coal moves the belief to the other goals', () => {
    const state = fiveSeats();
    const peeked: SaboteurState = {
      ...state,
      peeks: state.peeks.map((peeks, p) => (p === 0 ? [{ x: 8, y: 0, card: asCardId('GOAL-COAL-NE') }] : peeks)),
    };
    expect(goldBelief(peeked, P(0))).toEqual([0.5, 0, 0.5]);
  });
});

describe('round odds', () => {
  test('fall with the gap and rise with the cards left', () => {
    expect(minersRoundOdds(1, 40)).toBeGreaterThan(minersRoundOdds(4, 40));
    expect(minersRoundOdds(4, 40)).toBeGreaterThan(minersRoundOdds(8, 40));
    expect(minersRoundOdds(3, 50)).toBeGreaterThan(minersRoundOdds(3, 20));
  });
});

describe('evaluation', () => {
  test('a tunnel one card from the gold scores higher for a gold-digger than a fresh maze', () => {
    const fresh = fiveSeats();
    const near = fiveSeats(C6);
    expect(minersWinChance(near, P(0))).toBeGreaterThan(minersWinChance(fresh, P(0)));
    expect(evaluateState(near, P(0))).toBeGreaterThan(evaluateState(fresh, P(0)));
  });

  test("and lower for a saboteur: the saboteur's evaluation is the opposite", () => {
    const fresh = fiveSeats();
    const near = fiveSeats(C6);
    expect(evaluateState(near, P(1))).toBeLessThan(evaluateState(fresh, P(1)));
  });

  test('a dead end before the gold is good for the saboteur and bad for the gold-digger', () => {
    const open = fiveSeats(C6);
    const blocked = fiveSeats([...C6, [7, 0, 'D-EW', 0]]);
    expect(evaluateState(blocked, P(1))).toBeGreaterThan(evaluateState(open, P(1)));
    expect(evaluateState(blocked, P(0))).toBeLessThan(evaluateState(open, P(0)));
  });

  test('gold already held counts: the richer seat has the better chance', () => {
    const state = fiveSeats();
    const richer: SaboteurState = { ...state, round: 3, gold: state.gold.map((g, p) => (p === 2 ? [asCardId('NUG3#1'), asCardId('NUG3#2')] : g)) };
    expect(evaluateState(richer, P(2))).toBeGreaterThan(evaluateState(richer, P(3)));
    const chances = [0, 1, 2, 3, 4].map((p) => evaluateState(richer, P(p)));
    expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
  });
});

describe('broken tools', () => {
  test("breaking a gold-digger's tools lowers the miners' chances; breaking a saboteur's raises them", () => {
    const state = fiveSeats(C6.slice(0, 3));
    const withBroken = (seat: number): SaboteurState => ({
      ...state,
      broken: state.broken.map((tools, p) => (p === seat ? { PICKAXE: asCardId('BRK-PICKAXE#1') } : tools)),
    });
    const before = minersWinChance(state, P(0));
    expect(minersWinChance(withBroken(2), P(0))).toBeLessThan(before);
    expect(minersWinChance(withBroken(1), P(0))).toBeGreaterThan(before);
  });
});

describe('suspicion', () => {
  test("an open saboteur's working tools count as half broken: the heuristic bots will break them", () => {
    const state = fiveSeats(C6.slice(0, 3));
    const exposed: SaboteurState = {
      ...state,
      plays: state.plays.map((record, p) => (p === 1 ? { ...record, deadEnds: 1, rockfalls: 1 } : record)),
    };
    const broken: SaboteurState = {
      ...state,
      broken: state.broken.map((tools, p) => (p === 1 ? { PICKAXE: asCardId('BRK-PICKAXE#1') } : tools)),
    };
    expect(minersWinChance(exposed, P(0))).toBeGreaterThan(minersWinChance(state, P(0)));
    expect(minersWinChance(exposed, P(0))).toBeLessThan(minersWinChance(broken, P(0)));
  });
});
