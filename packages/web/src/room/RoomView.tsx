import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetSeat } from '../api/seat-store';
import { TableScreen } from '../table/TableScreen';
import { useRoomConnection } from './useRoomConnection';
import { WaitingRoom } from './WaitingRoom';

/** A joined room: the waiting room before the start, the table afterwards. */
export function RoomView(props: { readonly roomId: string; readonly token: string | null; readonly onTokenRefused: () => void }) {
  const { t } = useTranslation();
  const [connection, snapshot] = useRoomConnection(props.roomId, props.token);
  const { onTokenRefused, roomId } = props;
  const refused = snapshot.fatal?.code === 'badToken';
  useEffect(() => {
    if (refused) {
      forgetSeat(roomId);
      onTokenRefused();
    }
  }, [refused, roomId, onTokenRefused]);

  if (snapshot.fatal !== null) return <p role="alert">{snapshot.fatal.code === 'roomNotFound' ? t('join.notFound') : snapshot.fatal.message}</p>;
  const { room, viewer } = snapshot;
  if (room === null || viewer === null) return <p>{t('app.connecting')}</p>;
  return (
    <>
      {snapshot.link === 'reconnecting' && (
        <p className="banner warn" role="status">
          {t('app.reconnecting')}
        </p>
      )}
      {room.status === 'open' ? (
        <WaitingRoom connection={connection} room={room} viewer={viewer} error={snapshot.error} />
      ) : (
        <TableScreen connection={connection} snapshot={snapshot} room={room} viewer={viewer} />
      )}
    </>
  );
}
