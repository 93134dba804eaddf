import { TokenBucket, type RateLimit } from '../limits/rate-limiter';
import { ProtocolError } from './protocol-error';

/** Chat lines a whole room may relay: a steady rate and a burst. */
export const DEFAULT_ROOM_CHAT: RateLimit = { perSecond: 5, burst: 20 };

/**
 * A room's chat budget, shared by everyone in it: every line is relayed to every connection, so the
 * room, not each socket, is what must be limited (200 spectators each under their own limit could
 * otherwise ask for 800,000 frames a second).
 */
export class ChatBudget {
  readonly #bucket: TokenBucket;

  constructor(limit: RateLimit, now: number) {
    this.#bucket = new TokenBucket(limit, now);
  }

  /** Takes one line's share, or refuses the line (nothing is relayed). */
  spend(now: number): void {
    if (!this.#bucket.take(now)) {
      throw new ProtocolError('rateLimited', 'This room is chatting faster than it can relay; wait a moment.');
    }
  }
}
