import { Match, asSeat, type Action, type MatchHeader } from '@tavern/engine';
import type { ActionRecord, RoomRecord } from '../storage/storage';
import type { ErasedGame, ErasedMatch } from './room-types';

/** The match header of a started room. */
export function headerOf(game: ErasedGame, room: RoomRecord): MatchHeader<unknown> {
  if (room.seed === null || room.rulesVersion === null) {
    throw new Error(`room ${room.id} has not started, so it has no match header`);
  }
  return {
    game: room.game,
    rulesVersion: room.rulesVersion,
    seed: room.seed,
    numPlayers: room.numSeats,
    options: room.options,
  };
}

/**
 * Rebuilds a room's match from seed + stored log (`Match.replay`), refusing a log recorded under
 * other rules. The stored actions were validated when they were first applied.
 */
export function replayRoomMatch(
  game: ErasedGame,
  room: RoomRecord,
  log: readonly ActionRecord[],
): ErasedMatch {
  log.forEach((entry, index) => {
    if (entry.seq !== index)
      throw new Error(`room ${room.id} log has a gap at ${index} (found seq ${entry.seq})`);
  });
  return Match.replay(
    game,
    headerOf(game, room),
    log.map((entry) => ({ seat: asSeat(entry.seat), action: entry.action as Action })),
  );
}
