import { describe, expect, test } from 'vitest';
import { runConformance, ConformanceError } from '../src/test-kit/index';
import type { GameDef } from '../src/index';
import { toyGame, type ToyAction, type ToyState, type ToyView } from '../src/test-kit/toy-game';

type ToyDef = GameDef<ToyState, ToyAction, ToyView, Record<string, never>>;
const quick = { playerCounts: [2, 3, 4], gamesPerCount: 20, allViewers: true } as const;

describe('the conformance suite', () => {
  test('passes a correct game', () => {
    const report = runConformance(toyGame, quick);
    expect(report.games).toBe(60);
    expect(report.steps).toBeGreaterThan(60 * 10);
    expect(report.rejectedMutations).toBeGreaterThan(0);
  });

  test('catches a view that shows other hands', () => {
    const leaky: ToyDef = { ...toyGame, view: (s, v) => ({ ...toyGame.view(s, v), hand: s.hands.flat() }) };
    expect(() => runConformance(leaky, quick)).toThrow(/hidden values/);
  });

  test('catches a view that reveals a hidden card without naming it', () => {
    const leaky: ToyDef = {
      ...toyGame,
      view: (s, v) => ({ ...toyGame.view(s, v), deckCount: Number((s.deck[0] ?? 'c0').slice(1)) }),
    };
    expect(() => runConformance(leaky, quick)).toThrow(/depends on hidden information/);
  });

  test('catches a private event sent to everyone', () => {
    const leaky: ToyDef = {
      ...toyGame,
      apply: (s, seat, a) => {
        const step = toyGame.apply(s, seat, a);
        return { ...step, events: step.events.map(({ visibleTo: _v, redacted: _r, ...e }) => e) };
      },
    };
    expect(() => runConformance(leaky, quick)).toThrow(/events show hidden values/);
  });

  test('catches an apply that mutates its input', () => {
    const mutating: ToyDef = {
      ...toyGame,
      apply: (s, seat, a) => {
        (s as { current: number }).current = seat;
        return toyGame.apply(s, seat, a);
      },
    };
    expect(() => runConformance(mutating, quick)).toThrow(/read only|read-only|Cannot assign/);
  });

  test('catches an apply that accepts an unlisted action', () => {
    const lax: ToyDef = {
      ...toyGame,
      apply: (s, seat, a) => (a.type === 'play' && a.card === 'no-such-id' ? { state: s, events: [] } : toyGame.apply(s, seat, a)),
    };
    expect(() => runConformance(lax, { ...quick, mutationsPerAction: 20 })).toThrow(/was accepted/);
  });

  test('catches lost cards', () => {
    const lossy: ToyDef = {
      ...toyGame,
      apply: (s, seat, a) => {
        const step = toyGame.apply(s, seat, a);
        return { ...step, state: { ...step.state, deck: step.state.deck.slice(1) } };
      },
    };
    expect(() => runConformance(lossy, quick)).toThrow(ConformanceError);
    expect(() => runConformance(lossy, { ...quick, deepCheckEvery: 50, stateCheckEvery: 50 })).toThrow(/cards were created or lost/);
  });

  test('catches non-determinism in replay', () => {
    let calls = 0;
    const flaky: ToyDef = {
      ...toyGame,
      setup: (n, seed, o) => toyGame.setup(n, calls++ % 2 === 0 ? seed : `${seed}!`, o),
    };
    expect(() => runConformance(flaky, { ...quick, gamesPerCount: 3 })).toThrow(/replaying the log from the seed/);
  });

  test('catches a determinize that ignores what the seat knows', () => {
    const careless: ToyDef = {
      ...toyGame,
      determinize: (v, seat, rng) => toyGame.determinize({ ...v, hand: [] }, seat, rng),
    };
    expect(() => runConformance(careless, quick)).toThrow(/determinize/);
  });
});

describe('the conformance suite with a bot choosing', () => {
  test('plays the actions the bot picks', () => {
    const chosen: string[] = [];
    const report = runConformance(toyGame, {
      playerCounts: [2],
      gamesPerCount: 3,
      bot: ({ legal }) => {
        const action = legal[legal.length - 1]!;
        chosen.push(action.type);
        return action;
      },
    });
    expect(chosen).toHaveLength(report.steps);
  });
});
