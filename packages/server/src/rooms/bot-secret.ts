import { createHmac, randomBytes } from 'node:crypto';

/** A new per-room secret for bots' randomness: 256 bits from the CSPRNG. It never leaves the server. */
export function newBotSecret(): string {
  return randomBytes(32).toString('hex');
}

/**
 * The seed of a bot's generator for one decision: an HMAC of the seat and version under the room's
 * secret. The same secret (it is stored) gives the same decision after a restart, yet nobody who
 * sees only public data (room id, seat, version) can recompute it and so narrow down a bot's hand.
 * Replays never need it: the log stores every bot action.
 */
export function botSeed(secret: string, seat: number, version: number): string {
  return createHmac('sha256', secret).update(`bot:${seat}:${version}`).digest('hex');
}
