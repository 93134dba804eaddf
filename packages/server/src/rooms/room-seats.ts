import type { Viewer } from '@tavern/engine';
import type { BotKind, SeatInfo } from '@tavern/engine/protocol';
import type { SeatRecord } from '../storage/storage';
import { ProtocolError } from './protocol-error';
import { hashSeatToken } from './seat-tokens';

/**
 * The seats of one room: who sits where (people by token hash, bots by kind), and which seats a
 * bot is playing after repeated time-outs (autopilot) until their player returns.
 */
export class RoomSeats {
  readonly #records: (SeatRecord | null)[];
  readonly #autopilot: boolean[];
  /** Time-outs in a row per seat. */
  readonly #timeouts: number[];

  constructor(numSeats: number, records: readonly SeatRecord[]) {
    this.#records = Array.from(
      { length: numSeats },
      (_, i) => records.find((s) => s.seat === i) ?? null,
    );
    this.#autopilot = this.#records.map(() => false);
    this.#timeouts = this.#records.map(() => 0);
  }

  get count(): number {
    return this.#records.length;
  }

  /** The seat whose token this is, or null. */
  seatForToken(token: string): number | null {
    const hash = hashSeatToken(token);
    const index = this.#records.findIndex((seat) => seat?.tokenHash === hash);
    return index >= 0 ? index : null;
  }

  firstEmpty(): number | null {
    const index = this.#records.findIndex((seat) => seat === null);
    return index >= 0 ? index : null;
  }

  isFull(): boolean {
    return this.#records.every((seat) => seat !== null);
  }

  /** Throws unless `seat` exists and is empty. */
  requireEmpty(seat: number): void {
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.#records.length) {
      throw new ProtocolError(
        'seatOutOfRange',
        `This room has seats 1 to ${this.#records.length}.`,
      );
    }
    if (this.#records[seat] !== null)
      throw new ProtocolError('seatTaken', `Seat ${seat + 1} is taken.`);
  }

  set(seat: number, record: SeatRecord | null): void {
    this.#records[seat] = record;
  }

  name(seat: number): string {
    return this.#records[seat]?.name ?? `Seat ${seat + 1}`;
  }

  /** The seats' stored records (empty seats left out). */
  records(): SeatRecord[] {
    return this.#records.filter((seat): seat is SeatRecord => seat !== null);
  }

  /** Seats a person holds. */
  peopleSeats(): number[] {
    return this.#records.flatMap((seat, index) => (seat?.kind === 'human' ? [index] : []));
  }

  /** The host hands a person's seat to a bot (`on`) or takes the bot off again. */
  setAutopilot(seat: number, on: boolean): void {
    this.#autopilot[seat] = on;
    this.#timeouts[seat] = 0;
  }

  /** Does a bot decide for this seat (a bot seat, or a person's seat on autopilot)? */
  isAutomated(seat: number): boolean {
    return this.#records[seat]?.kind === 'bot' || this.#autopilot[seat] === true;
  }

  /** The bot that plays `seat`: its own kind, or the heuristic bot on autopilot. */
  botKind(seat: number): BotKind {
    return this.#records[seat]?.bot ?? 'heuristic';
  }

  /** Counts a time-out; true if this one puts the seat on autopilot. */
  timedOut(seat: number, threshold: number): boolean {
    const count = (this.#timeouts[seat] ?? 0) + 1;
    this.#timeouts[seat] = count;
    if (count < threshold || this.#autopilot[seat] === true) return false;
    this.#autopilot[seat] = true;
    return true;
  }

  /** The seat's player acted or came back: autopilot ends. True if it was on. */
  playerReturned(seat: number): boolean {
    this.#timeouts[seat] = 0;
    const wasOn = this.#autopilot[seat] === true;
    this.#autopilot[seat] = false;
    return wasOn;
  }

  /** The seats as everyone sees them; `connected` are the viewers with a live connection. */
  info(connected: ReadonlySet<Viewer>): SeatInfo[] {
    return this.#records.map((seat, index) => ({
      seat: index,
      name: seat?.name ?? null,
      kind: seat === null ? 'empty' : seat.kind,
      bot: seat?.bot ?? null,
      connected: seat?.kind === 'bot' || connected.has(index as Viewer),
      autopilot: this.#autopilot[index] ?? false,
    }));
  }
}
