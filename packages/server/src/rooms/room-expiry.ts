import type { Room } from './room';
import type { RoomLifetimes } from './room-types';

/** What to do with a room in memory now. */
export type RoomFate = 'keep' | 'expire' | 'unload';

/**
 * The room lifecycle rule: a room nobody has been connected to expires (open after
 * `openIdleMs`, playing after `playingIdleMs`); a finished room nobody watches is unloaded from
 * memory at once (it stays in storage for replays until `finishedRetentionMs` after its end).
 */
export function fateOf(room: Room, now: number, lifetimes: RoomLifetimes): RoomFate {
  const idleSince = room.idleSince();
  if (idleSince === null) return 'keep';
  switch (room.record.status) {
    case 'finished':
      return 'unload';
    case 'open':
      return now - idleSince >= lifetimes.openIdleMs ? 'expire' : 'keep';
    case 'playing':
      return now - idleSince >= lifetimes.playingIdleMs ? 'expire' : 'keep';
  }
}
