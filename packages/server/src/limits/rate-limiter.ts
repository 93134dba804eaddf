/** Messages per second a connection may sustain, and how many it may send in a burst. */
export interface RateLimit {
  readonly perSecond: number;
  readonly burst: number;
}

/** A token bucket: each message takes a token; tokens refill at `perSecond` up to `burst`. */
export class TokenBucket {
  #tokens: number;
  #last: number;

  constructor(
    readonly limit: RateLimit,
    now: number,
  ) {
    this.#tokens = limit.burst;
    this.#last = now;
  }

  /** Takes a token if one is left at time `now` (ms); false means the message must be dropped. */
  take(now: number): boolean {
    const elapsed = Math.max(0, now - this.#last) / 1000;
    this.#last = now;
    this.#tokens = Math.min(this.limit.burst, this.#tokens + elapsed * this.limit.perSecond);
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}

/** Counts events per key in a sliding window (room creations per address). */
export class WindowCounter {
  readonly #hits = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Records a hit for `key` at `now` unless the key is over its limit; false means refused. */
  hit(key: string, now: number): boolean {
    const recent = (this.#hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.max) {
      this.#hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.#hits.set(key, recent);
    return true;
  }

  /** Forgets keys with no hit inside the window, so the map does not grow without bound. */
  prune(now: number): void {
    for (const [key, hits] of this.#hits) {
      if (hits.every((at) => now - at >= this.windowMs)) this.#hits.delete(key);
    }
  }
}
