import { asSeat, jsonEqual, seededRng, type Seat } from '@tavern/engine';
import { permuteHiddenValues, playoutArbitrary, propertyRuns } from '@tavern/engine/test-kit';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ismctsBot, ismctsSearcher } from '../src/index';
import { randomState, reachState } from './helpers';
import { toyGame, type ToyState } from './toy/toy-game';
import { toyModule } from './toy/toy-module';

describe('ISMCTS on the toy game', () => {
  test('never returns an illegal action, over many random states', () => {
    const bot = ismctsBot(toyModule, { iterations: 40, rollout: 'random' });
    fc.assert(
      fc.property(playoutArbitrary([2, 3, 4], 30), ({ numPlayers, seed, path }) => {
        const reached = reachState(toyGame, numPlayers, seed, path);
        if (reached === null) return;
        const state = reached.state;
        const legal = toyGame.legalActions(state, reached.seat);
        const choice = bot({ seat: reached.seat, view: toyGame.view(state, reached.seat), legal, rng: seededRng(seed) });
        expect(legal).toContain(choice);
      }),
      { numRuns: propertyRuns(150) },
    );
  });

  test('the same seed and the same view give the same decision', () => {
    for (let i = 0; i < 20; i++) {
      const { state, seat } = randomState(toyGame, 3, `same:${i}`, 6);
      const s = state;
      const input = () => ({ seat, view: toyGame.view(s, seat), legal: toyGame.legalActions(s, seat) });
      const first = ismctsSearcher(toyModule, { iterations: 300 })({ ...input(), rng: seededRng(`bot${i}`) });
      const second = ismctsSearcher(toyModule, { iterations: 300 })({ ...input(), rng: seededRng(`bot${i}`) });
      expect(second.action).toEqual(first.action);
      expect([...second.root.edges.values()].map((e) => e.visits)).toEqual([...first.root.edges.values()].map((e) => e.visits));
    }
  });

  test('the decision does not change when only information hidden from the seat changes', () => {
    let compared = 0;
    for (let i = 0; i < 30; i++) {
      const { state, seat } = randomState(toyGame, 2 + (i % 3), `hidden:${i}`, 5 + (i % 7));
      const s = state;
      const other = permuteHiddenValues(s, new Set(toyGame.hiddenValues(s, seat)), seededRng(`perm${i}`));
      // The permutation really moved hidden cards (other hands, the deck), yet the seat's view is equal.
      if (jsonEqual(other, s)) continue;
      expect(toyGame.view(other, seat)).toEqual(toyGame.view(s, seat));
      const choose = (world: ToyState) =>
        ismctsBot(toyModule, { iterations: 200 })({
          seat,
          view: toyGame.view(world, seat),
          legal: toyGame.legalActions(world, seat),
          rng: seededRng(`decide${i}`),
        });
      expect(choose(other)).toEqual(choose(s));
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
  });

  test('finds the winning move: with one matching card left, it goes out instead of drawing', () => {
    const seat = asSeat(0);
    const state: ToyState = {
      rng: [1, 2, 3, 4],
      hands: [['R4'], ['B3', 'B5', 'G6']],
      deck: ['R1', 'R2', 'R3', 'B1', 'B2'],
      pile: ['G4'],
      current: seat,
      passes: 0,
    };
    const bot = ismctsBot(toyModule, { iterations: 200 });
    const legal = toyGame.legalActions(state, seat);
    expect(legal).toHaveLength(2);
    const action = bot({ seat, view: toyGame.view(state, seat), legal, rng: seededRng('win') });
    expect(action).toEqual({ type: 'play', card: 'R4' });
  });

  test('a time budget stops when the injected clock says so', () => {
    let clock = 0;
    const now = () => (clock += 1);
    const { state, seat } = randomState(toyGame, 2, 'clock', 2);
    const s = state;
    const result = ismctsSearcher(toyModule, { timeMs: 50, now })({
      seat: seat,
      view: toyGame.view(s, seat),
      legal: toyGame.legalActions(s, seat),
      rng: seededRng('clock'),
    });
    // One clock reading sets the deadline, then one per iteration: 50 ms of 1 ms ticks.
    expect(result.iterations).toBe(legalCount(s, seat) > 1 ? 50 : 0);
  });

  test('a time budget without a clock is refused', () => {
    expect(() => ismctsBot(toyModule, { timeMs: 10 })).toThrow(/clock/);
  });
});

function legalCount(state: ToyState, seat: Seat): number {
  return toyGame.legalActions(state, seat).length;
}

test('a sampled world that refuses a listed action costs an iteration, not the decision', () => {
  const { state, seat } = randomState(toyGame, 2, 'broken', 2);
  // A determinizer that breaks the contract half the time: it is someone else's turn there.
  let calls = 0;
  const bot = ismctsSearcher(toyModule, {
    iterations: 50,
    determinize: (view, s, rng) => {
      const world = toyGame.determinize(view, s, rng);
      return calls++ % 2 === 0 ? world : { ...world, current: asSeat(1 - s) };
    },
  });
  const legal = toyGame.legalActions(state, seat);
  const result = bot({ seat, view: toyGame.view(state, seat), legal, rng: seededRng('broken') });
  expect(result.iterations).toBe(50);
  expect(result.failedIterations).toBe(25);
  expect(legal).toContain(result.action);
  // When every sampled world fails, the game's heuristic decides, and the failures are reported.
  const alwaysBroken = ismctsSearcher(toyModule, {
    iterations: 5,
    determinize: (view, s, rng) => ({ ...toyGame.determinize(view, s, rng), current: asSeat(1 - s) }),
  });
  const input = { seat, view: toyGame.view(state, seat), legal, rng: seededRng('b') };
  const fallback = alwaysBroken(input);
  expect(fallback.failedIterations).toBe(5);
  expect(fallback.action).toEqual(toyModule.heuristicBot(input));
});

test('with a root prior, the first iterations go to the heuristic choice and the root widens slowly', () => {
  let checked = 0;
  for (let i = 0; i < 20; i++) {
    const { state, seat } = randomState(toyGame, 2, `prior${i}`, 3);
    const legal = toyGame.legalActions(state, seat);
    if (legal.length < 3) continue;
    checked++;
    const input = { seat, view: toyGame.view(state, seat), legal, rng: seededRng(`p${i}`) };
    const few = ismctsSearcher(toyModule, { iterations: 1, rootPrior: true })(input);
    expect(few.action).toEqual(toyModule.heuristicBot({ ...input, rng: seededRng('any') }));
    const more = ismctsSearcher(toyModule, { iterations: 4, rootPrior: true })({ ...input, rng: seededRng(`p${i}`) });
    // 4 iterations open at most 1 + floor(sqrt(3)) = 2 root actions.
    expect(more.root.edges.size).toBeLessThanOrEqual(2);
    expect(legal).toContainEqual(more.action);
  }
  expect(checked).toBeGreaterThan(3);
});

describe('tree prior', () => {
  test("new nodes below the root expand the heuristic's choice first, and decisions stay legal and reproducible", () => {
    let consulted = 0;
    const counting = {
      ...toyModule,
      heuristicBot: (input: Parameters<typeof toyModule.heuristicBot>[0]) => {
        consulted++;
        return toyModule.heuristicBot(input);
      },
    };
    const { state, seat } = randomState(toyGame, 3, 'tree-prior', 4);
    const legal = toyGame.legalActions(state, seat);
    const decide = (treePrior: boolean) =>
      ismctsSearcher(counting, { iterations: 200, rollout: 'random', treePrior })({
        seat, view: toyGame.view(state, seat), legal, rng: seededRng('tp'),
      });
    const without = decide(false);
    expect(consulted).toBe(0);
    const first = decide(true);
    expect(consulted).toBeGreaterThan(0);
    expect(legal).toContain(first.action);
    expect(decide(true).action).toEqual(first.action);
    expect(legal).toContain(without.action);
  });
});
