import type { PresenceMessage } from '@tavern/engine/protocol';
import type { Clock, TimerHandle } from '../clock';

/** What presence notices read from, and send through, their room. */
export interface PresenceSource {
  /** Per seat: does it count as connected now (a live connection, or a bot)? */
  seatsConnected(): readonly boolean[];
  spectatorCount(): number;
  /** Sends the same message to every connection. */
  broadcast(message: PresenceMessage): void;
  /** Runs `task` in the room's queue. */
  enqueue(task: () => void): void;
}

/** When spectator counts are told at once and when at most once per `countEveryMs`. */
export interface PresenceSettings {
  readonly coalesceSpectatorsAbove: number;
  readonly countEveryMs: number;
}

/**
 * Tells a room who is there as small `presence` messages instead of the whole room: a seat's
 * connection coming or going at once, the spectator count at once in a small room and at most once
 * per `countEveryMs` in a big one, so 2,000 spectators arriving cost about 2,000 frames per second
 * rather than 2,000 to each of them.
 */
export class PresenceNotices {
  #seats: readonly boolean[] = [];
  #spectators = 0;
  #timer: TimerHandle | null = null;

  constructor(
    readonly clock: Clock,
    readonly settings: PresenceSettings,
    readonly source: PresenceSource,
  ) {}

  /** Everyone was just sent the whole room (joined, or a `room` message): that is what they know. */
  told(seatsConnected: readonly boolean[], spectators: number): void {
    this.#seats = seatsConnected;
    this.#spectators = spectators;
  }

  /** A connection came or went. */
  changed(): void {
    const seats = this.source.seatsConnected();
    const spectators = this.source.spectatorCount();
    const moved = seats.flatMap((connected, seat) =>
      this.#seats[seat] === connected ? [] : [{ seat, connected }],
    );
    if (moved.length > 0 || spectators <= this.settings.coalesceSpectatorsAbove) {
      if (moved.length > 0 || spectators !== this.#spectators) this.#tell(moved, seats, spectators);
      return;
    }
    if (spectators === this.#spectators) return;
    this.#timer ??= this.clock.schedule(this.settings.countEveryMs, () => {
      this.source.enqueue(() => {
        this.#timer = null;
        const count = this.source.spectatorCount();
        if (count !== this.#spectators) this.#tell([], this.#seats, count);
      });
    });
  }

  /** Stops the pending count (the room closed). */
  close(): void {
    this.#timer?.cancel();
    this.#timer = null;
  }

  #tell(
    moved: PresenceMessage['seats'],
    seats: readonly boolean[],
    spectators: number,
  ): void {
    this.#timer?.cancel();
    this.#timer = null;
    this.#seats = seats;
    this.#spectators = spectators;
    this.source.broadcast({ type: 'presence', seats: moved, spectators });
  }
}
