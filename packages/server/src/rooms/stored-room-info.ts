import type { RoomInfo } from '@tavern/engine/protocol';
import type { RoomRecord, SeatRecord } from '../storage/storage';
import { RoomSeats } from './room-seats';

/**
 * The `RoomInfo` of a room read from storage without loading it into memory (a finished room
 * someone looks up): nobody is connected, and `version` is the length of its log.
 */
export function storedRoomInfo(
  gameName: string,
  record: RoomRecord,
  seats: readonly SeatRecord[],
  version: number,
): RoomInfo {
  return {
    id: record.id,
    game: record.game,
    gameName,
    options: record.options,
    status: record.status,
    public: record.isPublic,
    turnSeconds: record.turnSeconds,
    hostSeat: record.hostSeat,
    seats: new RoomSeats(record.numSeats, seats).info(new Set()),
    spectators: 0,
    version,
    createdAt: record.createdAt,
  };
}
