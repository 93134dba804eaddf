import { seededRng, type AnyGameModule } from '@tavern/engine';
import { gameModule as godsGambit } from '@tavern/gods-gambit';
import { gameModule as regicide } from '@tavern/regicide';
import { gameModule as saboteur } from '@tavern/saboteur';
import { gameModule as sanguosha } from '@tavern/sanguosha';
import { expect, test } from 'vitest';
import { ismctsSearcher, searchHintsOf, withSearchHints } from '../src/index';
import { toyModule } from './toy/toy-module';
import { randomState } from './helpers';

test('every game carries its own search hints, and the search reads them', () => {
  const modules: readonly AnyGameModule[] = [regicide, godsGambit, saboteur, sanguosha];
  for (const module of modules) {
    const hints = searchHintsOf(module);
    expect(hints, module.def.id).toBe(module.searchHints);
    expect(typeof hints.evaluate, module.def.id).toBe('function');
  }
  expect(searchHintsOf(toyModule)).toEqual({});
});

test("hints given with withSearchHints win over the module's own, and steer the search", () => {
  let evaluations = 0;
  const steered = withSearchHints(regicide, {
    maxRolloutDepth: 0,
    evaluate: () => {
      evaluations++;
      return 0.5;
    },
  });
  expect(searchHintsOf(steered).maxRolloutDepth).toBe(0);
  expect(searchHintsOf(steered).reward).toBe(regicide.searchHints?.reward);
  const { state, seat } = randomState(regicide.def, 1, 'hint', 6);
  const legal = regicide.def.legalActions(state, seat);
  ismctsSearcher(steered, { iterations: 50 })({ seat, view: regicide.def.view(state, seat), legal, rng: seededRng('h') });
  expect(evaluations).toBeGreaterThan(0);
});
