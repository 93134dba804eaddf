import { seededRng, stableStringify, type Seat } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { game } from '../src/game';
import { A, start } from './rig';

describe('time-out answers (spec §5 timing defaults)', () => {
  test('are always legal, and follow the defaults', () => {
    const rng = seededRng('timeouts');
    const seenKinds = new Set<string>();
    for (const players of [2, 3, 4, 5, 6]) {
      let state = game.setup(players, `timeout:${players}`, game.defaultOptions);
      while (game.outcome(state) === null) {
        const seat = game.toAct(state)[0] as Seat;
        const legal = game.legalActions(state, seat);
        const answer = game.timeoutAction(state, seat);
        expect(legal.map((a) => stableStringify(a))).toContain(stableStringify(answer));
        const kind = state.pending.kind;
        seenKinds.add(kind);
        const expected = {
          main: 'draw',
          postDraw: 'noPlay',
          declare: 'declineSkill',
          extra: 'stop',
          defense: 'declineDefense',
          roundOver: 'startRound',
        } as Record<string, string>;
        if (expected[kind] !== undefined && !(kind === 'main' && state.drawPile.length === 0))
          expect(answer.type).toBe(expected[kind]);
        state = game.apply(state, seat, rng.pick(legal)).state;
      }
    }
    expect([...seenKinds].sort()).toEqual(
      expect.arrayContaining(['declare', 'defense', 'extra', 'main', 'postDraw', 'roundOver']),
    );
  });

  test('the Wraith times out moving the single lowest-numbered card', () => {
    const s = start({
      seats: 3,
      next: A,
      field: 'K5/K',
      hands: [['WRA', 'U9', 'R7', 'W2'], ['K1'], ['W1']],
    });
    s.act(A, { type: 'play', card: 'WRA#1', to: 'skill' })
      .act(A, { type: 'useSkill', target: 1 })
      .act(1, { type: 'declineDefense' });
    expect(game.timeoutAction(s.state, A)).toEqual({ type: 'haunt', card: 'W2#1' });
  });
});
