import { createHash, randomBytes } from 'node:crypto';

/** A new secret seat token: 192 random bits from the CSPRNG, base64url. */
export function newSeatToken(): string {
  return randomBytes(24).toString('base64url');
}

/** What the database keeps instead of the token. */
export function hashSeatToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new room id: 72 random bits, so private rooms cannot be guessed. */
export function newRoomId(): string {
  return randomBytes(9).toString('base64url');
}

/** A new match seed from the CSPRNG (never from the clock). */
export function newMatchSeed(): string {
  return randomBytes(16).toString('hex');
}
