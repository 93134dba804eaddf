import { describe, expect, test } from 'vitest';
import { findIssuanceLeak, runConformance, ConformanceError } from '../src/test-kit/index';
import { seededRng, type GameDef, type Seat } from '../src/index';
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

/**
 * The toy with a "knock" (pass while holding cards), which shows nothing: a step that reveals no
 * card, so that a world walk can follow it. `skipIfNoEven` makes the turn skip a seat that holds no
 * card of even value: whose turn it is then depends on a hidden hand, the way a prompt issued only
 * when a hand can pay for it does (issue 14).
 */
function knockingToy(skipIfNoEven: boolean): ToyDef {
  const holdsEven = (hand: readonly string[]): boolean => hand.some((card) => Number(card.slice(1)) % 2 === 0);
  return {
    ...toyGame,
    maxSteps: 2000,
    legalActions: (s, seat) => {
      const legal = toyGame.legalActions(s, seat);
      return legal.some((a) => a.type === 'play') ? [...legal, { type: 'pass' }] : legal;
    },
    apply: (s, seat, a) => {
      if (a.type !== 'pass' || (s.hands[seat] ?? []).length === 0) return toyGame.apply(s, seat, a);
      if (seat !== s.current) return toyGame.apply(s, seat, a);
      const n = s.hands.length;
      let next = ((seat + 1) % n) as Seat;
      if (skipIfNoEven && !holdsEven(s.hands[next] ?? [])) next = ((next + 1) % n) as Seat;
      return { state: { ...s, current: next }, events: [{ type: 'knocked', seat }] };
    },
  };
}

/**
 * The toy where each play, while the deck lasts, also hands the previous face-up card to the next
 * seat (a shown card taken into a hand, like a Harvest pick). `scrubbed` hides that card from everyone but the taker, as the old
 * Sanguosha scrubber did with every card that ended in a hand.
 */
function handingToy(scrubbed: boolean): ToyDef {
  return {
    ...toyGame,
    apply: (s, seat, a) => {
      const step = toyGame.apply(s, seat, a);
      const previous = s.played[s.played.length - 1];
      // Only while the deck lasts, so that the game still ends.
      if (a.type !== 'play' || previous === undefined || s.deck.length === 0) return step;
      const taker = step.state.current;
      const taken = { type: 'cardTaken', seat: taker, card: previous };
      return {
        state: {
          ...step.state,
          played: step.state.played.filter((card) => card !== previous),
          hands: step.state.hands.map((hand, i) => (i === taker ? [...hand, previous] : hand)),
        },
        events: [...step.events, scrubbed ? { ...taken, visibleTo: [taker], redacted: { type: 'cardTaken', seat: taker } } : taken],
      };
    },
  };
}

describe('the conformance suite against hidden information told by play', () => {
  test('passes a game whose knock reveals nothing, and compares worlds along the way', () => {
    const report = runConformance(knockingToy(false), quick);
    expect(report.worldSteps).toBeGreaterThan(100);
  });

  test('catches a turn order (like a prompt) that depends on a hidden hand', () => {
    // The current state alone shows nothing: only the step after the knock tells.
    const leaky = knockingToy(true);
    expect(() => runConformance(leaky, { ...quick, worldDepth: 0 })).not.toThrow();
    expect(() => runConformance(leaky, quick)).toThrow(/can tell apart two worlds/);
  });

  test('catches the knock directly: findIssuanceLeak on one state', () => {
    const leaky = knockingToy(true);
    const state: ToyState = {
      ...toyGame.setup(3, 'issuance', {}),
      hands: [['c1', 'c3'], ['c2', 'c5'], ['c7', 'c9']],
      deck: ['c0', 'c4', 'c6', 'c8', 'c10', 'c11'],
      current: 0 as Seat,
    };
    // Seat 2 cannot tell seat 1's hand [c2, c5] from [c4, c5] ... or from [c5, c11] (no even card).
    const world: ToyState = { ...state, hands: [['c1', 'c3'], ['c11', 'c5'], ['c7', 'c9']], deck: ['c0', 'c4', 'c6', 'c8', 'c10', 'c2'] };
    const alwaysKnock = { ...seededRng('knock'), pick: <T>(items: readonly T[]): T => items[items.length - 1] as T };
    expect(findIssuanceLeak(leaky, state, 2 as Seat, alwaysKnock, 1, world)).toMatch(/current/);
    expect(findIssuanceLeak(knockingToy(false), state, 2 as Seat, alwaysKnock, 1, world)).toBeNull();
  });

  test('passes a game that shows a taken face-up card to everyone', () => {
    expect(() => runConformance(handingToy(false), { ...quick, reportsVanishedCards: true })).not.toThrow();
  });

  test('catches a shown card hidden from the viewers who saw it', () => {
    expect(() => runConformance(handingToy(true), quick)).not.toThrow();
    expect(() => runConformance(handingToy(true), { ...quick, reportsVanishedCards: true })).toThrow(/left the sight of viewer/);
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
