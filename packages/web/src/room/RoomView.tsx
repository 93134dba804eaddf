import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorWords } from '../table/error-words';
import { forgetSeat, saveSeat } from '../api/seat-store';
import { navigate } from '../app/router';
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

  const rematch = snapshot.rematchRoomId;
  const seat = snapshot.viewer;
  const joinRematch = useCallback(() => {
    if (rematch === null) return;
    // The rematch keeps the seats and their tokens, so this browser's token opens the new room too.
    if (props.token !== null && typeof seat === 'number') saveSeat(rematch, { seat, token: props.token });
    navigate(`/r/${rematch}${props.token === null ? '/watch' : ''}`);
  }, [rematch, seat, props.token]);
  const isHost = seat !== null && seat === snapshot.room?.hostSeat;
  useEffect(() => {
    if (isHost) joinRematch();
  }, [isHost, joinRematch]);

  if (snapshot.fatal !== null) return <p role="alert">{snapshot.fatal.code === 'roomNotFound' ? t('web:join.notFound') : errorWords(null, snapshot.fatal)}</p>;
  const { room, viewer } = snapshot;
  if (room === null || viewer === null) return <p>{t('web:app.connecting')}</p>;
  return (
    <>
      {snapshot.link === 'reconnecting' && (
        <p className="banner warn" role="status">
          {t('web:app.reconnecting')}
        </p>
      )}
      {rematch !== null && (
        <p className="banner rematch" role="status">
          {t('web:table.rematchReady')}{' '}
          <button type="button" className="primary" data-testid="join-rematch" onClick={joinRematch}>
            {viewer === 'spectator' ? t('web:table.watchRematch') : t('web:table.joinRematch')}
          </button>
        </p>
      )}
      {room.status === 'open' ? (
        <WaitingRoom connection={connection} room={room} viewer={viewer} error={snapshot.error} chat={snapshot.chat} />
      ) : (
        <TableScreen connection={connection} snapshot={snapshot} room={room} viewer={viewer} />
      )}
    </>
  );
}
