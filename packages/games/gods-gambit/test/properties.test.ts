import { checkPlayout, playoutArbitrary, propertyRuns } from '@tavern/engine/test-kit';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Seat } from '@tavern/engine';
import { cardInfo } from '../src/cards';
import { game } from '../src/game';
import { matchesField } from '../src/rules/matching';
import { SUBTRACTION_DEFAULT } from '../src/options';
import type { State } from '../src/state';
import { allCardsOf } from '../src/view';

const PLAYER_COUNTS = [2, 3, 4, 5, 6];

// Paths as long as their declared maximum (fast-check's default size keeps arrays to ~10 items,
// which would never reach a round end); shrinking still cuts them down.
fc.configureGlobal({ ...fc.readConfigureGlobal(), defaultSizeToMaxWhenMaxSpecified: true });

/** Follows a playout path without the kit's checks, to test game-specific invariants on each state. */
function forEachState(
  numPlayers: number,
  seed: string,
  path: readonly number[],
  visit: (state: State) => void,
): void {
  let state = game.setup(numPlayers, seed, game.defaultOptions);
  visit(state);
  for (const choice of path) {
    const seat = game.toAct(state)[0];
    if (seat === undefined) return;
    const legal = game.legalActions(state, seat);
    state = game.apply(state, seat, legal[choice % legal.length]!).state;
    visit(state);
  }
}

describe("Gods' Gambit properties over shrinking playouts", () => {
  test('playouts keep every engine invariant (no leaks, conservation, replay)', () => {
    fc.assert(
      fc.property(playoutArbitrary(PLAYER_COUNTS, 350), (playout) => {
        checkPlayout(game, playout);
      }),
      { numRuns: propertyRuns(12) },
    );
  });

  test('subtraction playouts keep every engine invariant', () => {
    fc.assert(
      fc.property(playoutArbitrary(PLAYER_COUNTS, 250), (playout) => {
        checkPlayout(game, playout, SUBTRACTION_DEFAULT);
      }),
      { numRuns: propertyRuns(6) },
    );
  });

  test('Trumpet invariant: the draw pile holds exactly the unrevealed Trumpets while a round runs (§2.3, §3.7.4)', () => {
    fc.assert(
      fc.property(playoutArbitrary(PLAYER_COUNTS, 400), ({ numPlayers, seed, path }) => {
        forEachState(numPlayers, seed, path, (state) => {
          if (state.pending.kind === 'roundOver' || state.pending.kind === 'gameOver') return;
          const inPile = state.drawPile.filter((card) => card.startsWith('TR')).length;
          expect(inPile + state.trumpets.length).toBe(4);
          expect(state.trumpets.length).toBeLessThan(4);
          expect(state.drawPile.length).toBeGreaterThan(0);
          for (const hand of state.hands)
            expect(hand.some((card) => card.startsWith('TR'))).toBe(false);
          expect(allCardsOf(state)).toHaveLength(104);
        });
      }),
      { numRuns: propertyRuns(40) },
    );
  });

  test('scores: standard totals are the sums of the round penalties; a round scores 0 exactly for empty hands', () => {
    fc.assert(
      fc.property(playoutArbitrary(PLAYER_COUNTS, 400), ({ numPlayers, seed, path }) => {
        forEachState(numPlayers, seed, path, (state) => {
          state.penalties.forEach((own, seat) => {
            expect(state.totals[seat]).toBe(own.reduce((a, b) => a + b, 0));
          });
          const last = state.lastRound;
          if (last !== null) {
            last.penalties.forEach((penalty, seat) => {
              expect(penalty === 0).toBe(
                last.outSeats.includes(seat as (typeof last.outSeats)[number]),
              );
            });
          }
        });
      }),
      { numRuns: propertyRuns(40) },
    );
  });

  test('Defense windows open only to the current target, only when allowed, offering matching Defense cards', () => {
    fc.assert(
      fc.property(playoutArbitrary(PLAYER_COUNTS, 400), ({ numPlayers, seed, path }) => {
        forEachState(numPlayers, seed, path, (state) => {
          const pending = state.pending;
          if (pending.kind !== 'defense') return;
          expect(pending.seat).toBe(pending.instance.target);
          expect(pending.instance.lastCard).toBe(false);
          expect(state.firstOut).toBe(-1);
          const top = state.fieldPile[state.fieldPile.length - 1]!;
          for (const action of game.legalActions(state, pending.seat)) {
            if (action.type !== 'defend') continue;
            expect(cardInfo(action.card).isDefense).toBe(true);
            expect(matchesField(action.card, top, state.colour)).toBe(true);
          }
          for (let seat = 0; seat < numPlayers; seat++) {
            if (seat !== pending.seat) expect(game.legalActions(state, seat as Seat)).toEqual([]);
          }
        });
      }),
      { numRuns: propertyRuns(60) },
    );
  });
});
