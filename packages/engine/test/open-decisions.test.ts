import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { asSeat, Match, rngStateFromSeed, type GameDef, type GameState, type Seat } from '../src/index';

/** Two seats vote in rounds; each round is one window both answer, in either order. */
interface VoteState extends GameState {
  readonly round: number;
  readonly votes: readonly (string | null)[];
}
type Vote = { readonly type: 'vote'; readonly choice: 'yes' | 'no' };

function voteGame(named: boolean): GameDef<VoteState, Vote, VoteState, null> {
  return {
    id: 'vote',
    name: 'Vote',
    rulesVersion: '1',
    minPlayers: 2,
    maxPlayers: 2,
    maxSteps: 10,
    defaultOptions: null,
    optionsSchema: z.null(),
    actionSchema: z.object({ type: z.literal('vote'), choice: z.enum(['yes', 'no']) }).strict(),
    setup: (_n, seed) => ({ rng: rngStateFromSeed(seed), round: 0, votes: [null, null] }),
    toAct: (s) => (s.round >= 2 ? [] : ([0, 1] as Seat[]).filter((seat) => s.votes[seat] === null)),
    ...(named ? { decisionId: (s: VoteState) => s.round } : {}),
    legalActions: (s, seat) =>
      s.round < 2 && s.votes[seat] === null
        ? [{ type: 'vote', choice: 'yes' }, { type: 'vote', choice: 'no' }]
        : [],
    apply: (s, seat, action) => {
      const votes = s.votes.map((vote, i) => (i === seat ? action.choice : vote));
      const done = votes.every((vote) => vote !== null);
      return { state: { ...s, round: done ? s.round + 1 : s.round, votes: done ? [null, null] : votes }, events: [] };
    },
    timeoutAction: () => ({ type: 'vote', choice: 'no' }),
    view: (s) => s,
    determinize: (v) => v,
    outcome: (s) => (s.round >= 2 ? { winners: [], label: 'done', stats: {} } : null),
    allCards: () => [],
    hiddenValues: () => [],
  };
}

describe('open decisions', () => {
  test('an answer to a window still open is accepted after another seat answered it', () => {
    const match = Match.start(voteGame(true), 2, 's');
    match.actAt(0, asSeat(0), { type: 'vote', choice: 'yes' });
    // Seat 1 saw version 0; its decision (round 0) is still open at version 1.
    expect(match.decisionOpenedAt(asSeat(1))).toBe(0);
    match.actAt(0, asSeat(1), { type: 'vote', choice: 'no' });
    expect(match.state.round).toBe(1);
  });

  test('an answer to a window that closed is refused as staleVersion, state unchanged', () => {
    const match = Match.start(voteGame(true), 2, 's');
    match.actAt(0, asSeat(0), { type: 'vote', choice: 'yes' });
    match.actAt(1, asSeat(1), { type: 'vote', choice: 'yes' });
    // Round 1 opened at version 2: an answer made at version 1 was about round 0.
    const hash = match.hash();
    expect(() => match.actAt(1, asSeat(0), { type: 'vote', choice: 'no' })).toThrow(
      expect.objectContaining({ code: 'staleVersion' }),
    );
    expect(() => match.actAt(3, asSeat(0), { type: 'vote', choice: 'no' })).toThrow(
      expect.objectContaining({ code: 'staleVersion' }),
    );
    expect(match.hash()).toBe(hash);
    match.actAt(2, asSeat(0), { type: 'vote', choice: 'no' });
  });

  test('a game that names no decisions keeps the strict version check', () => {
    const match = Match.start(voteGame(false), 2, 's');
    match.actAt(0, asSeat(0), { type: 'vote', choice: 'yes' });
    expect(() => match.actAt(0, asSeat(1), { type: 'vote', choice: 'no' })).toThrow(
      expect.objectContaining({ code: 'staleVersion' }),
    );
  });

  test('a replayed match knows the same open decisions', () => {
    const game = voteGame(true);
    const match = Match.start(game, 2, 's');
    match.actAt(0, asSeat(0), { type: 'vote', choice: 'yes' });
    const replayed = Match.replay(game, match.header, match.log);
    expect(replayed.decisionOpenedAt(asSeat(1))).toBe(0);
    replayed.actAt(0, asSeat(1), { type: 'vote', choice: 'no' });
  });
});
