import { useEffect, useState, useSyncExternalStore } from 'react';
import { RoomConnection, type RoomSnapshot } from '../api/room-connection';

/** Opens a connection to the room for as long as the component lives. */
export function useRoomConnection(roomId: string, token: string | null): [RoomConnection, RoomSnapshot] {
  const [connection] = useState(() => new RoomConnection(roomId, token));
  useEffect(() => {
    connection.connect();
    return () => {
      connection.close();
    };
  }, [connection]);
  const snapshot = useSyncExternalStore(connection.subscribe, connection.getSnapshot);
  return [connection, snapshot];
}
