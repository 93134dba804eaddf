import { asSeat, type Seat } from '@tavern/engine';
import type { RegicideAction } from '../actions';
import type { RegicideState } from '../state';
import { enumerateDefences } from './defend';
import { canYield, totalValue } from './draft';
import { enumeratePlays } from './play-shape';

// Shared, frozen answers: returned by every call, so callers must not (and cannot) change them.
const YIELD: RegicideAction = Object.freeze({ type: 'yield' });
const JESTER_POWER: RegicideAction = Object.freeze({ type: 'useJesterPower' });
const CHOOSE_NEXT: readonly (readonly RegicideAction[])[] = [1, 2, 3, 4].map((n) =>
  Object.freeze(
    Array.from({ length: n }, (_, seat): RegicideAction => Object.freeze({ type: 'chooseNext', next: asSeat(seat) })),
  ),
);
const NOBODY: readonly Seat[] = Object.freeze([]);
const SEATS: readonly (readonly Seat[])[] = [0, 1, 2, 3].map((seat) => Object.freeze([asSeat(seat)]));

/** Who owes a decision (§2: only the current player ever acts); nobody once the game is over. */
export function toAct(state: RegicideState): readonly Seat[] {
  if (state.phase === 'won' || state.phase === 'lost') return NOBODY;
  return SEATS[state.current] ?? NOBODY;
}

/** Every legal action of `seat`, each card set listed once (see `RegicideAction`). */
export function legalActions(state: RegicideState, seat: Seat): readonly RegicideAction[] {
  if (seat !== state.current) return [];
  const hand = (state.hands[seat] ?? []);
  const powers = state.jesterPowers ?? 0;
  const out: RegicideAction[] = [];
  switch (state.phase) {
    case 'play':
      enumeratePlays(hand, out);
      if (canYield(state)) out.push(YIELD);
      if (powers > 0) out.push(JESTER_POWER);
      return out;
    case 'defend':
      if (totalValue(hand) >= state.pendingDamage) enumerateDefences(hand, state.pendingDamage, out);
      if (powers > 0) out.push(JESTER_POWER);
      return out;
    case 'chooseNext':
      return CHOOSE_NEXT[state.numPlayers - 1] ?? [];
    case 'won':
    case 'lost':
      return [];
  }
}
