/** A seat this browser holds: kept in localStorage so a reload (or a crash) reconnects to it. */
export interface StoredSeat {
  readonly seat: number;
  readonly token: string;
}

const key = (roomId: string) => `tavern.seat.${roomId}`;
const NAME_KEY = 'tavern.name';

/** The seat held in `roomId`, if any. */
export function loadSeat(roomId: string): StoredSeat | null {
  try {
    const raw = localStorage.getItem(key(roomId));
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as Partial<StoredSeat>;
    return typeof parsed.seat === 'number' && typeof parsed.token === 'string'
      ? { seat: parsed.seat, token: parsed.token }
      : null;
  } catch {
    return null;
  }
}

/** Remembers the seat token for `roomId`. */
export function saveSeat(roomId: string, seat: StoredSeat): void {
  localStorage.setItem(key(roomId), JSON.stringify(seat));
}

/** Forgets the seat (the token was refused). */
export function forgetSeat(roomId: string): void {
  localStorage.removeItem(key(roomId));
}

/** The display name last used, to prefill forms. */
export function loadName(): string {
  return localStorage.getItem(NAME_KEY) ?? '';
}

/** Remembers the display name. */
export function saveName(name: string): void {
  localStorage.setItem(NAME_KEY, name);
}
