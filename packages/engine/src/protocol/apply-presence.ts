import type { PresenceMessage, RoomInfo } from './server-messages';

/** The room as it is after a `presence` message: those seats' connections and the spectator count. */
export function applyPresence(room: RoomInfo, presence: PresenceMessage): RoomInfo {
  const changed = new Map(presence.seats.map((seat) => [seat.seat, seat.connected]));
  return {
    ...room,
    seats: room.seats.map((seat) => {
      const connected = changed.get(seat.seat);
      return connected === undefined ? seat : { ...seat, connected };
    }),
    spectators: presence.spectators,
  };
}
