import type { RoomRecord, SeatRecord } from '../storage/storage';
import { newBotSecret } from './bot-secret';

/**
 * The records of a rematch room: the same game, options, timer and host, and the same people and
 * bots in the same seats. Seat tokens are kept (their hashes are copied), so every player's token
 * opens their seat in the new room too; the new match gets a new seed when it starts, and the bots
 * a new secret (a secret serves one room only).
 */
export function rematchRecords(
  finished: RoomRecord,
  seats: readonly SeatRecord[],
  newId: string,
  now: number,
): { readonly room: RoomRecord; readonly seats: readonly SeatRecord[] } {
  return {
    room: {
      ...finished,
      id: newId,
      status: 'open',
      seed: null,
      rulesVersion: null,
      createdAt: now,
      finishedAt: null,
      botSecret: newBotSecret(),
    },
    seats: seats.map((seat) => ({ ...seat, roomId: newId })),
  };
}
