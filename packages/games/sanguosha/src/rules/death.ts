import type { Seat } from '@tavern/engine';
import type { Result, Role, SgsState } from '../types';
import { emit } from './events';
import { drawCards, endGame, equipCards, moveCards, player, setPlayer } from './ops';

/** The role of a role token ("role:rebel#2" → rebel). */
export function roleOf(token: string): Role {
  const name = token.slice(5).split('#')[0];
  return name as Role;
}

/** The victory check of §3.10, or null while the game goes on. */
export function victory(s: SgsState): Result | null {
  const seats = s.players.map((_, i) => i as Seat);
  const lord = seats.find((seat) => roleOf(player(s, seat).role) === 'lord') as Seat;
  const alive = seats.filter((seat) => player(s, seat).alive);
  if (!player(s, lord).alive) {
    const only = alive[0];
    if (alive.length === 1 && only !== undefined && roleOf(player(s, only).role) === 'spy') {
      return { kind: 'spy', winners: [only] };
    }
    return { kind: 'rebels', winners: seats.filter((seat) => roleOf(player(s, seat).role) === 'rebel') };
  }
  const enemies = alive.filter((seat) => {
    const role = roleOf(player(s, seat).role);
    return role === 'rebel' || role === 'spy';
  });
  if (enemies.length === 0) {
    return {
      kind: 'lord',
      winners: seats.filter((seat) => {
        const role = roleOf(player(s, seat).role);
        return role === 'lord' || role === 'loyalist';
      }),
    };
  }
  return null;
}

/** Death (pipeline DE, §3.9): reveal, victory check, discard everything, reward or penalty. */
export function die(s0: SgsState, seat: Seat, killer: Seat | null): SgsState {
  let s = setPlayer(s0, seat, { alive: false, revealed: true, dying: false });
  const role = roleOf(player(s, seat).role);
  emit({ type: 'died', seat, role, killer });
  const result = victory(s);
  if (result !== null) return endGame(s, result);
  const p = player(s, seat);
  s = moveCards(s, [...p.hand, ...equipCards(p), ...p.judge.map((entry) => entry.card), ...p.buqu], { to: 'discard' });
  s = setPlayer(s, seat, { chained: false, faceDown: false });
  if (killer !== null && player(s, killer).alive) {
    if (role === 'rebel') {
      emit({ type: 'rewarded', seat: killer, count: 3 });
      s = drawCards(s, killer, 3);
    } else if (role === 'loyalist' && roleOf(player(s, killer).role) === 'lord') {
      const lord = player(s, killer);
      emit({ type: 'penalized', seat: killer });
      s = moveCards(s, [...lord.hand, ...equipCards(lord)], { to: 'discard' });
    }
  }
  return s;
}
