import { asSeat, type GameState } from '@tavern/engine';
import { gameModule as godsGambit } from '@tavern/gods-gambit';
import { gameModule as regicide } from '@tavern/regicide';
import { gameModule as saboteur } from '@tavern/saboteur';
import { gameModule as sanguosha } from '@tavern/sanguosha';
import { expect, test } from 'vitest';
import { searchHintsOf } from '../src/index';
import { randomState } from './helpers';

test('Regicide hints: a capped state scores between a loss and a win, and progress counts', () => {
  const hints = searchHintsOf(regicide);
  const evaluate = hints.evaluate!;
  const { state } = randomState(regicide.def, 1, 'hint', 6);
  const value = evaluate(state, asSeat(0));
  expect(value).toBeGreaterThan(0);
  expect(value).toBeLessThan(1);
  const further = { ...state, enemiesDefeated: state.enemiesDefeated + 3 };
  expect(evaluate(further, asSeat(0))).toBeGreaterThan(value);
  const lost = { winners: [], label: 'Defeat', stats: {} };
  expect(hints.reward!(lost, further, asSeat(0))).toBeLessThan(hints.reward!({ ...lost, winners: [asSeat(0)] }, further, asSeat(0)));
  // A state of another shape gets no opinion.
  expect(evaluate({ rng: [0, 0, 0, 0] } as GameState as typeof state, asSeat(0))).toBe(0.5);
});

test("Gods' Gambit hints: win estimates sum to 1 and favour the emptier, cheaper hand", () => {
  const evaluate = searchHintsOf(godsGambit).evaluate!;
  const { state } = randomState(godsGambit.def, 3, 'hint', 10);
  const values = [0, 1, 2].map((s) => evaluate(state, asSeat(s)));
  expect(values.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
  const emptied = { ...state, hands: state.hands.map((hand, s) => (s === 1 ? [] : hand)) };
  expect(evaluate(emptied, asSeat(1))).toBeGreaterThan(values[1]!);
  expect(evaluate(emptied, asSeat(1))).toBeGreaterThan(evaluate(emptied, asSeat(0)));
});

test('Saboteur hints: gold estimates sum to 1, and dead ends make a seat look like a saboteur', () => {
  const hints = searchHintsOf(saboteur);
  const { state } = randomState(saboteur.def, 5, 'hint', 6);
  const values = [0, 1, 2, 3, 4].map((s) => hints.evaluate!(state, asSeat(s)));
  expect(values.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
  const suspicious = { ...state, plays: state.plays.map((p, s) => (s === 2 ? { ...p, deadEnds: 3, rockfalls: 1 } : p)) };
  const asRole = (role: string): typeof state => ({ ...suspicious, roles: suspicious.roles.map((r, s) => (s === 2 ? (role as typeof r) : r)) });
  const belief = hints.belief!;
  expect(belief(asRole('SABOTEUR#9'), saboteur.def.view(state, asSeat(0)), asSeat(0))).toBeGreaterThan(belief(asRole('GOLD_DIGGER#9'), saboteur.def.view(state, asSeat(0)), asSeat(0)));
});

test('Sanguosha hints: hurting the rebels raises the lord side and lowers the rebels', () => {
  const evaluate = searchHintsOf(sanguosha).evaluate!;
  const { state } = randomState(sanguosha.def, 5, 'hint', 40);
  const lord = state.players.findIndex((p) => p.role.startsWith('role:lord'));
  const rebel = state.players.findIndex((p) => p.role.startsWith('role:rebel'));
  const before = [evaluate(state, asSeat(lord)), evaluate(state, asSeat(rebel))];
  const hurt = { ...state, players: state.players.map((p) => (p.role.startsWith('role:rebel') ? { ...p, hp: 0, alive: false } : p)) };
  expect(evaluate(hurt, asSeat(lord))).toBeGreaterThan(before[0]!);
  expect(evaluate(hurt, asSeat(rebel))).toBeLessThan(before[1]!);
});
