import { useState } from 'react';
import { loadSeat, type StoredSeat } from '../api/seat-store';
import { JoinForm } from './JoinForm';
import { RoomView } from './RoomView';

/** A room's address: reconnect with the seat this browser holds, take a seat, or watch. */
export function RoomRoute(props: { readonly roomId: string; readonly watch: boolean }) {
  const [seat, setSeat] = useState<StoredSeat | null>(() => (props.watch ? null : loadSeat(props.roomId)));
  const [watching, setWatching] = useState(props.watch);
  if (seat !== null) {
    return (
      <RoomView
        roomId={props.roomId}
        token={seat.token}
        onTokenRefused={() => {
          setSeat(null);
        }}
      />
    );
  }
  if (watching) return <RoomView roomId={props.roomId} token={null} onTokenRefused={() => undefined} />;
  return (
    <JoinForm
      roomId={props.roomId}
      onSeated={setSeat}
      onWatch={() => {
        setWatching(true);
      }}
    />
  );
}
