import type { GameEvent, Seat } from '@tavern/engine';
import { cardInfo } from '../cards';
import { STANDARD_ROUNDS } from '../options';
import type { Draft } from '../state';

/** A seat's penalty now (spec §4.2): 0 with an empty hand, else hand + skill area numbers. */
export function penaltyOf(hand: readonly string[], skillArea: readonly string[]): number {
  if (hand.length === 0) return 0;
  let sum = 0;
  for (const card of hand) sum += cardInfo(card).number;
  for (const card of skillArea) sum += cardInfo(card).number;
  return sum;
}

/**
 * Ends the round (spec §4.1-4.5): scores every seat, decides the next first player and whether the
 * game is over. `revealer` is the seat that revealed the fourth Trumpet, or -1.
 */
export function endRound(d: Draft, revealer: number, events: GameEvent[]): void {
  const n = d.numPlayers;
  const roundPenalties: number[] = [];
  const outSeats: Seat[] = [];
  const penalties = [...d.penalties];
  const totals = [...d.totals];
  const roundsOut = [...d.roundsOut];
  for (let seat = 0; seat < n; seat++) {
    const hand = d.hands[seat] ?? [];
    const penalty = penaltyOf(hand, d.skillAreas[seat] ?? []);
    roundPenalties.push(penalty);
    if (hand.length === 0) {
      outSeats.push(seat as Seat);
      roundsOut[seat] = (roundsOut[seat] ?? 0) + 1;
    }
    penalties[seat] = [...(penalties[seat] ?? []), penalty];
    const before = totals[seat] ?? 0;
    totals[seat] = d.options.mode === 'standard' ? before + penalty : Math.max(0, before - penalty);
  }
  // spec §4.1.2: an empty hand means the round ended by going out; the first to empty starts next.
  const reason = d.firstOut >= 0 ? 'out' : 'trumpet';
  const nextFirst = (reason === 'out' ? d.firstOut : (revealer + 1) % n) as Seat;
  const gameOver =
    d.options.mode === 'standard'
      ? d.round >= STANDARD_ROUNDS
      : totals.some((points) => points === 0);
  d.penalties = penalties;
  d.totals = totals;
  d.roundsOut = roundsOut;
  d.lastRound = {
    round: d.round,
    reason,
    wentOut: d.firstOut,
    outSeats,
    revealer,
    nextFirst,
    penalties: roundPenalties,
    turns: d.turnsThisRound,
  };
  for (let seat = 0; seat < n; seat++) {
    d.skips[seat] = 0;
    d.extraTurns[seat] = 0;
  }
  events.push({
    type: 'roundEnded',
    round: d.round,
    reason,
    wentOut: d.firstOut,
    outSeats,
    revealer,
    nextFirst,
  });
  for (let seat = 0; seat < n; seat++) {
    events.push({
      type: 'penaltyScored',
      seat,
      penalty: roundPenalties[seat] ?? 0,
      total: totals[seat] ?? 0,
      visibleTo: [seat as Seat],
    });
  }
  if (gameOver) {
    d.pending = { kind: 'gameOver' };
    events.push({ type: 'gameEnded', totals, penalties });
  } else {
    d.pending = { kind: 'roundOver', seat: nextFirst };
  }
}
