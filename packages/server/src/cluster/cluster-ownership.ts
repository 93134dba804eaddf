import type { Logger } from 'pino';
import type { Clock, TimerHandle } from '../clock';
import type { RoomOwnership } from '../rooms/room-ownership';
import type { RoomRegistry } from '../rooms/room-registry';
import type { Fence } from '../storage/postgres/postgres-storage';
import type { RoomLeases } from './room-leases';

/** How quickly leases move (all in ms). */
export interface LeaseTimings {
  /** A lease not renewed for this long may be taken over. */
  readonly leaseTtlMs: number;
  /** Held leases are renewed this often (well under the TTL). */
  readonly renewEveryMs: number;
  /** Rooms without a live lease are looked for this often, and taken over. */
  readonly scanEveryMs: number;
}

/** Orphaned rooms read per query, and taken over together. */
const ADOPT_BATCH = 200;
const ADOPT_AT_ONCE = 8;

/** Defaults: an owner's death is noticed within about 3 s and its rooms taken over soon after. */
export const DEFAULT_LEASE_TIMINGS: LeaseTimings = {
  leaseTtlMs: 3000,
  renewEveryMs: 1000,
  scanEveryMs: 500,
};

/**
 * This process's leases: taken when it creates, loads or adopts a room, renewed while it lives,
 * given up when the room leaves memory or the process stops. Rooms whose owner died (their lease
 * expired) are taken over by replaying their log, and their bots and timers restart here. A lease
 * found lost (another process took the room) unloads the room at once.
 */
export class ClusterOwnership implements RoomOwnership {
  readonly #leases: RoomLeases;
  readonly #timings: LeaseTimings;
  readonly #clock: Clock;
  readonly #logger: Logger;
  readonly #held = new Map<string, number>();
  #registry: RoomRegistry | null = null;
  #timers: TimerHandle[] = [];
  #stopped = false;
  #scanning = false;

  constructor(leases: RoomLeases, timings: LeaseTimings, clock: Clock, logger: Logger) {
    this.#leases = leases;
    this.#timings = timings;
    this.#clock = clock;
    this.#logger = logger;
  }

  /** This process's name in the lease table. */
  get owner(): string {
    return this.#leases.owner;
  }

  /** The fence of a room this process holds, or null. */
  fenceOf(roomId: string): Fence | null {
    const token = this.#held.get(roomId);
    return token === undefined ? null : { owner: this.#leases.owner, token };
  }

  async claim(roomId: string): Promise<boolean> {
    if (this.#held.has(roomId)) return true;
    if (this.#stopped) return false;
    const token = await this.#leases.acquire(roomId);
    if (token === null) return false;
    this.#held.set(roomId, token);
    return true;
  }

  release(roomId: string): void {
    const token = this.#held.get(roomId);
    if (token === undefined) return;
    this.#held.delete(roomId);
    this.#leases.release(roomId, token).catch((error: unknown) => {
      this.#logger.warn({ err: error, room: roomId }, 'could not release a room lease');
    });
  }

  /** An append was refused for want of the lease: the room runs elsewhere now. */
  lost(roomId: string): void {
    if (!this.#held.delete(roomId)) return;
    this.#logger.warn({ room: roomId }, 'room lease lost; unloading the room');
    void this.#registry?.unload(roomId);
  }

  /** Starts renewing, and adopting rooms whose owner died. */
  start(registry: RoomRegistry): void {
    this.#registry = registry;
    this.#every(this.#timings.renewEveryMs, () => this.#renew());
    this.#every(this.#timings.scanEveryMs, () => this.#adoptOrphans());
  }

  /** Stops the loops and gives every lease up, so other processes take the rooms over now. */
  async close(): Promise<void> {
    this.#stopped = true;
    for (const timer of this.#timers) timer.cancel();
    this.#timers = [];
    const held = [...this.#held];
    this.#held.clear();
    await Promise.allSettled(held.map(([roomId, token]) => this.#leases.release(roomId, token)));
  }

  #every(ms: number, task: () => Promise<void>): void {
    const tick = (): void => {
      if (this.#stopped) return;
      task()
        .catch((error: unknown) => {
          this.#logger.error({ err: error }, 'room lease upkeep failed');
        })
        .finally(() => {
          if (!this.#stopped) this.#timers.push(this.#clock.schedule(ms, tick));
        });
    };
    this.#timers.push(this.#clock.schedule(ms, tick));
  }

  async #renew(): Promise<void> {
    for (const roomId of await this.#leases.renew(new Map(this.#held))) this.lost(roomId);
  }

  async #adoptOrphans(): Promise<void> {
    const registry = this.#registry;
    if (registry === null || this.#scanning) return;
    this.#scanning = true;
    try {
      // Batch after batch until none is left, a few rooms at a time (replays are CPU, reads I/O).
      for (;;) {
        const orphans = await this.#leases.orphans(ADOPT_BATCH);
        if (orphans.length === 0 || this.#stopped) return;
        for (let i = 0; i < orphans.length; i += ADOPT_AT_ONCE) {
          await Promise.all(
            orphans.slice(i, i + ADOPT_AT_ONCE).map((roomId) => this.#adopt(registry, roomId)),
          );
        }
        if (orphans.length < ADOPT_BATCH) return;
      }
    } finally {
      this.#scanning = false;
    }
  }

  /** Takes one orphaned room over: its lease, then its log replayed, then its bots and timers. */
  async #adopt(registry: RoomRegistry, roomId: string): Promise<void> {
    if (this.#stopped || !(await this.claim(roomId))) return;
    const started = this.#clock.now();
    try {
      const room = await registry.get(roomId);
      if (room === null) {
        this.release(roomId);
        return;
      }
      await room.resume();
      this.#logger.info(
        { room: roomId, version: room.version, replayMs: this.#clock.now() - started },
        'room taken over',
      );
    } catch (error) {
      this.#logger.error({ err: error, room: roomId }, 'could not take a room over');
      this.release(roomId);
    }
  }
}
