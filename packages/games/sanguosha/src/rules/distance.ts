import type { CardId, Seat } from '@tavern/engine';
import { cardDef } from '../cards';
import { distanceBonus } from '../skills/registry';
import type { SgsState } from '../types';
import { player } from './ops';

/** Steps between two living seats around the ring of living players, the shorter way (§3.4). */
export function seatDistance(s: SgsState, a: Seat, b: Seat): number {
  if (a === b) return 0;
  let forward = 0;
  for (let seat = a as number; seat !== b; seat = (seat + 1) % s.numPlayers) {
    if (seat !== a && s.players[seat]?.alive === true) forward++;
  }
  forward++;
  let alive = 0;
  for (const p of s.players) if (p.alive) alive++;
  return Math.min(forward, alive - forward);
}

/**
 * distance(A,B) = max(1, seatDistance − [A has a −1 horse] − Mashu + [B has a +1 horse]) (§3.4).
 * `using` are the physical cards of the use being checked: an own −1 horse among them does not count.
 */
export function distance(s: SgsState, a: Seat, b: Seat, using: readonly CardId[] = []): number {
  if (a === b) return 0;
  const pa = player(s, a);
  const pb = player(s, b);
  const minus = pa.equip.minus !== null && !using.includes(pa.equip.minus) ? 1 : 0;
  const plus = pb.equip.plus !== null ? 1 : 0;
  return Math.max(1, seatDistance(s, a, b) - minus + distanceBonus(s, a) + plus);
}

/** A's attack range: the weapon's range, or 1; 1 when the use includes A's own weapon (§3.4). */
export function attackRange(s: SgsState, a: Seat, using: readonly CardId[] = []): number {
  const weapon = player(s, a).equip.weapon;
  if (weapon === null || using.includes(weapon)) return 1;
  return cardDef(weapon).range;
}

/** Is B within A's attack range? */
export function inAttackRange(s: SgsState, a: Seat, b: Seat, using: readonly CardId[] = []): boolean {
  return a !== b && distance(s, a, b, using) <= attackRange(s, a, using);
}
