import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import type { CreationLimit } from '../limits/creation-limit';

/** A sliding window per key in one sorted set, checked and recorded atomically. */
const HIT = `
local key, now, window, max = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= max then return 0 end
redis.call('ZADD', key, now, ARGV[4])
redis.call('PEXPIRE', key, window)
return 1`;

/**
 * Room creations per address prefix, counted in Redis so every process of a cluster sees the same
 * count: a visitor spreading requests over processes gets the allowance once. Keys expire with
 * their window, so nothing needs pruning here.
 */
export class SharedCreationLimit implements CreationLimit {
  constructor(
    readonly redis: Redis,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  async hit(key: string, now: number): Promise<boolean> {
    const member = `${now}:${randomBytes(6).toString('hex')}`;
    const allowed = await this.redis.eval(
      HIT,
      1,
      `tavern:creations:${key}`,
      now,
      this.windowMs,
      this.max,
      member,
    );
    return allowed === 1;
  }

  prune(): void {
    // Redis expires each key with its window.
  }
}
