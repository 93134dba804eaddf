import type { RoomInfo } from '@tavern/engine/protocol';
import { seatDisplayName } from '../room/seat-name';

/**
 * Display names by seat, made unique: several bots are all called "Bot", so a repeated name gets
 * its seat number ("Bot 3") and the log stays readable.
 */
export function seatNames(room: RoomInfo, seatLabel: (n: number) => string): string[] {
  const raw = room.seats.map((s) => seatDisplayName(s) ?? seatLabel(s.seat + 1));
  const counts = new Map<string, number>();
  for (const name of raw) counts.set(name, (counts.get(name) ?? 0) + 1);
  return raw.map((name, seat) => ((counts.get(name) ?? 0) > 1 ? `${name} ${String(seat + 1)}` : name));
}
