import type { Replay } from '@tavern/engine/protocol';

/**
 * The most recently asked-for replays, so a popular finished game is re-simulated once rather than
 * on every request. Least recently used first out.
 */
export class ReplayCache {
  readonly #entries = new Map<string, Replay>();

  constructor(readonly capacity: number) {}

  get(roomId: string): Replay | undefined {
    const replay = this.#entries.get(roomId);
    if (replay !== undefined) {
      this.#entries.delete(roomId);
      this.#entries.set(roomId, replay);
    }
    return replay;
  }

  set(roomId: string, replay: Replay): void {
    if (this.capacity <= 0) return;
    this.#entries.delete(roomId);
    this.#entries.set(roomId, replay);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.capacity) break;
      this.#entries.delete(oldest);
    }
  }

  /** Forgets everything (finished rooms were purged). */
  clear(): void {
    this.#entries.clear();
  }
}
