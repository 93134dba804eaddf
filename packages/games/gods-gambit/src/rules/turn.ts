import { invariant, type GameEvent, type Seat } from '@tavern/engine';
import type { Draft } from '../state';
import { matchesField, topOf } from './matching';
import { endRound } from './round-end';

/** Who moves after `seat`'s turn ends: the same seat if it has an extra turn, else its left (spec §3.3). */
function seatAfterTurn(d: Draft, seat: Seat): Seat {
  const extra = d.extraTurns[seat] ?? 0;
  if (extra > 0) {
    d.extraTurns[seat] = extra - 1;
    return seat;
  }
  return ((seat + 1) % d.numPlayers) as Seat;
}

function holdsMatchingCard(d: Draft, seat: Seat): boolean {
  const top = topOf(d.fieldPile);
  return (d.hands[seat] ?? []).some((card) => matchesField(card, top, d.colour));
}

/**
 * Starts a turn for `seat` (spec §3.3, §3.8): a pending skip ends it at once and play moves on;
 * otherwise the seat owes its main action.
 */
export function beginTurn(d: Draft, seat: Seat, events: GameEvent[]): void {
  let next = seat;
  for (let guard = 0; ; guard++) {
    invariant(guard < 1000, `turn order did not settle (round ${d.round}, seat ${seat})`);
    d.current = next;
    d.turnsThisRound++;
    d.turns++;
    const skips = d.skips[next] ?? 0;
    if (skips > 0) {
      d.skips[next] = skips - 1;
      events.push({ type: 'turnSkipped', seat: next });
      next = seatAfterTurn(d, next);
      continue;
    }
    // spec §3.7.4: defensive rule, unreachable with a legal deck.
    if (d.drawPile.length === 0 && !holdsMatchingCard(d, next)) {
      events.push({ type: 'turnPassed', seat: next });
      next = seatAfterTurn(d, next);
      continue;
    }
    d.pending = { kind: 'main', seat: next };
    return;
  }
}

/** Ends the current turn (its action and everything it caused are finished). */
export function endTurn(d: Draft, events: GameEvent[]): void {
  beginTurn(d, seatAfterTurn(d, d.current), events);
}

/** After a skill play resolves (spec §3.5 step 5): the round ends if someone went out, else the turn. */
export function afterResolution(d: Draft, events: GameEvent[]): void {
  if (d.firstOut >= 0) {
    endRound(d, -1, events);
    return;
  }
  endTurn(d, events);
}
