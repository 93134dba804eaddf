import { jsonEqual, seededRng, stableStringify } from '@tavern/engine';
import { randomPlayout } from '@tavern/engine/test-kit';
import { describe, expect, test } from 'vitest';
import { game } from '../src/game';
import type { State } from '../src/state';
import { A, B, C, play, start } from './rig';

describe('hidden information (spec §5)', () => {
  test('hands are private, hand sizes public; the draw pile shows only its size', () => {
    const s = start({
      seats: 3,
      next: A,
      field: 'K5/K',
      hands: [['K3', 'U9'], ['W8', 'R1', 'R2'], ['U4']],
    });
    const viewA = s.view(A);
    expect(viewA.hand).toEqual(s.state.hands[A]);
    expect(viewA.players.map((p) => p.handCount)).toEqual([2, 3, 1]);
    const text = JSON.stringify(viewA);
    for (const card of [
      ...(s.state.hands[B] ?? []),
      ...(s.state.hands[C] ?? []),
      ...s.state.drawPile,
    ]) {
      expect(text).not.toContain(`"${card}"`);
    }
    expect(s.view('spectator').hand).toBeNull();
    expect(viewA.drawPileSize).toBe(s.state.drawPile.length);
    expect(text).not.toContain('"rng"');
  });

  test('penalty totals are private until the game ends, then everyone sees all', () => {
    const s = start({
      seats: 3,
      next: A,
      round: 3,
      field: 'K5/K',
      hands: [['K3', 'U9'], ['W8'], ['K4']],
      totals: [3, 4, 5],
      penalties: [
        [1, 2],
        [2, 2],
        [5, 0],
      ],
    });
    expect(s.view(A).scores).toEqual([{ seat: A, penalties: [1, 2], total: 3 }]);
    expect(s.view('spectator').scores).toEqual([]);
    s.act(A, play(s, A, 'K3', 'field'))
      .act(B, { type: 'draw' })
      .act(B, { type: 'noPlay' });
    expect(s.view(B).scores).toEqual([{ seat: B, penalties: [2, 2], total: 4 }]);
    s.act(C, play(s, C, 'K4', 'field'));
    expect(s.state.pending.kind).toBe('gameOver');
    const final = s.view(A);
    const penaltyB = s.state.lastRound?.penalties[B] ?? 0;
    expect(penaltyB).toBeGreaterThan(8); // W8 plus the drawn card
    expect(final.scores.map((row) => row.total)).toEqual([3 + 9, 4 + penaltyB, 5]);
    expect(s.view('spectator').scores).toHaveLength(3);
    expect(s.view(A).lastRound?.penalties.every((penalty) => penalty !== null)).toBe(true);
  });

  test('determinize rebuilds a state the seat cannot tell apart from the real one', () => {
    const rng = seededRng('determinize');
    for (const players of [2, 4, 6]) {
      for (const steps of [0, 40, 120, 400]) {
        const { state } = randomPlayout(
          game,
          players,
          `det:${players}:${steps}`,
          game.defaultOptions,
          steps,
        );
        const real = state as State;
        for (let seat = 0; seat < players; seat++) {
          const view = game.view(real, seat as never);
          const sampled = game.determinize(view, seat as never, rng);
          expect(jsonEqual(game.view(sampled, seat as never), view)).toBe(true);
          expect([...game.allCards(sampled)].sort()).toEqual([...game.allCards(real)].sort());
          const key = (st: State) =>
            game
              .legalActions(st, seat as never)
              .map((a) => stableStringify(a))
              .sort();
          expect(key(sampled)).toEqual(key(real));
          const trumpetsInPile = sampled.drawPile.filter((card) => card.startsWith('TR')).length;
          expect(trumpetsInPile).toBe(real.drawPile.filter((card) => card.startsWith('TR')).length);
        }
      }
    }
  });
});
