import { findCard } from '@tavern/sanguosha/client';

/** What distance and range hints need of a seat. */
export interface SeatGeometry {
  readonly alive: boolean;
  readonly equip: { readonly weapon: string | null; readonly plus: string | null; readonly minus: string | null };
}

/**
 * Distance from `from` to `to` (spec: the shorter way round among living players, +1 for the
 * target's +1 horse, −1 for the source's −1 horse, at least 1). A hint: skills may change it.
 */
export function seatDistance(seats: readonly SeatGeometry[], from: number, to: number): number {
  const alive = seats.map((s, i) => (s.alive ? i : -1)).filter((i) => i >= 0);
  const a = alive.indexOf(from);
  const b = alive.indexOf(to);
  if (a < 0 || b < 0 || a === b) return 0;
  const clockwise = (b - a + alive.length) % alive.length;
  let d = Math.min(clockwise, alive.length - clockwise);
  if (seats[to]?.equip.plus != null) d += 1;
  if (seats[from]?.equip.minus != null) d -= 1;
  return Math.max(1, d);
}

/** Attack range: the weapon's range, or 1 without a weapon. */
export function attackRange(seat: SeatGeometry): number {
  const weapon = seat.equip.weapon === null ? undefined : findCard(seat.equip.weapon);
  return weapon === undefined ? 1 : Math.max(1, weapon.range);
}
