import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  shuffleFromState,
  asSeat,
  createRng,
  eventsFor,
  jsonEqual,
  Match,
  RuleError,
  rngStateFromSeed,
  ruleErrors,
  seatAfter,
  stableStringify,
  stateHash,
} from '../src/index';
import { checkPlayout, playoutArbitrary, propertyRuns } from '../src/test-kit/index';
import { toyGame } from '../src/test-kit/toy-game';

describe('rng', () => {
  test('the same seed gives the same stream, different seeds different streams', () => {
    const a = createRng(rngStateFromSeed('x'));
    const b = createRng(rngStateFromSeed('x'));
    const c = createRng(rngStateFromSeed('y'));
    const take = (r: typeof a) => Array.from({ length: 8 }, () => r.next());
    const streamA = take(a);
    expect(take(b)).toEqual(streamA);
    expect(take(c)).not.toEqual(streamA);
  });

  test('int stays in range and covers it roughly uniformly', () => {
    const rng = createRng(rngStateFromSeed('uniform'));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]! += 1;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  test('state() resumes the stream exactly', () => {
    const rng = createRng(rngStateFromSeed('resume'));
    rng.next();
    const resumed = createRng(rng.state());
    expect(resumed.next()).toBe(rng.next());
  });

  test('shuffle is a permutation and does not touch its input', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.string(), (items, seed) => {
        const frozen = Object.freeze(items.slice());
        const shuffled = createRng(rngStateFromSeed(seed)).shuffle(frozen);
        expect([...shuffled].sort()).toEqual([...items].sort());
      }),
    );
  });

  test("shuffleFromState makes the generator's draws and chains its state", () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 120 }), fc.string(), (items, seed) => {
        let state = rngStateFromSeed(seed);
        const engine = createRng(state);
        // Three shuffles in a row: the returned state must chain like the generator's own.
        for (let round = 0; round < 3; round++) {
          const fast = shuffleFromState(state, Object.freeze(items.slice()));
          expect(fast.items).toEqual(engine.shuffle(items));
          expect(fast.state).toEqual(engine.state());
          state = fast.state;
        }
      }),
    );
  });
});

describe('hashing', () => {
  test('stableStringify ignores key order and undefined fields', () => {
    expect(stableStringify({ b: 1, a: [1, { d: 2, c: undefined }] })).toBe('{"a":[1,{"d":2}],"b":1}');
    expect(stateHash({ a: 1, b: 2 })).toBe(stateHash({ b: 2, a: 1 }));
    expect(stateHash({ a: 1 })).not.toBe(stateHash({ a: 2 }));
  });

  test('jsonEqual compares structure', () => {
    expect(jsonEqual({ a: [1, 2] }, { a: [1, 2] })).toBe(true);
    expect(jsonEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(jsonEqual([1], { 0: 1 })).toBe(false);
  });
});

describe('seats, errors and events', () => {
  test('seatAfter wraps both ways', () => {
    expect(seatAfter(asSeat(3), 4)).toBe(0);
    expect(seatAfter(asSeat(0), 4, -1)).toBe(3);
  });

  test('ruleErrors fills the message template', () => {
    const fail = ruleErrors({ immune: (p: { card: string; suit: string }) => `You can't play ${p.card}: the enemy is immune to ${p.suit}` });
    const error = fail('immune', { card: '7♠', suit: 'spades' });
    expect(error).toBeInstanceOf(RuleError);
    expect(error.code).toBe('immune');
    expect(error.message).toBe("You can't play 7♠: the enemy is immune to spades");
  });

  test('eventsFor redacts private events for others and spectators', () => {
    const events = [
      { type: 'cardDrawn', seat: 1, card: 'c3', visibleTo: [asSeat(1)], redacted: { type: 'cardDrawn', seat: 1 } },
      { type: 'secret', visibleTo: [asSeat(1)] },
    ];
    expect(eventsFor(events, asSeat(1))).toEqual([{ type: 'cardDrawn', seat: 1, card: 'c3' }, { type: 'secret' }]);
    expect(eventsFor(events, asSeat(0))).toEqual([{ type: 'cardDrawn', seat: 1 }]);
    expect(eventsFor(events, 'spectator')).toEqual([{ type: 'cardDrawn', seat: 1 }]);
  });
});

describe('match runner', () => {
  test('rejects acting out of turn, unknown shapes and finished matches without changing anything', () => {
    const match = Match.start(toyGame, 2, 'runner');
    const before = match.hash();
    expect(() => match.act(asSeat(1), { type: 'pass' })).toThrow(expect.objectContaining({ code: 'notYourDecision' }));
    expect(() => match.act(asSeat(0), { type: 'fly' } as never, 'untrusted')).toThrow(expect.objectContaining({ code: 'unknownAction' }));
    expect(() => match.act(asSeat(0), { type: 'play', card: 'zz' })).toThrow(expect.objectContaining({ code: 'notInHand' }));
    expect(() => match.actAt(5, asSeat(0), { type: 'pass' })).toThrow(expect.objectContaining({ code: 'staleVersion' }));
    expect(match.hash()).toBe(before);
    expect(match.version).toBe(0);
    while (toyGame.outcome(match.state) === null) {
      const seat = toyGame.toAct(match.state)[0]!;
      match.actAt(match.version, seat, toyGame.legalActions(match.state, seat)[0]!);
    }
    expect(() => match.act(asSeat(0), { type: 'pass' })).toThrow(expect.objectContaining({ code: 'matchFinished' }));
  });

  test('replay reproduces the state, and refuses another rules version', () => {
    const match = Match.start(toyGame, 3, 'replay');
    for (let i = 0; i < 7; i++) {
      const seat = toyGame.toAct(match.state)[0]!;
      match.act(seat, toyGame.legalActions(match.state, seat).at(-1)!);
    }
    expect(Match.replay(toyGame, match.header, match.log).hash()).toBe(match.hash());
    expect(() => Match.replay(toyGame, { ...match.header, rulesVersion: '0' }, match.log)).toThrow(/rules 0/);
  });

  test('shrinking playouts keep every invariant', () => {
    fc.assert(
      fc.property(playoutArbitrary([2, 3, 4], 40), (playout) => {
        checkPlayout(toyGame, playout);
      }),
      { numRuns: propertyRuns(100) },
    );
  });
});
