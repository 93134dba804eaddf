import type { RoomInfo } from '@tavern/engine/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seatDisplayName } from '../room/seat-name';
import { listRooms } from '../api/rest';
import { navigate } from '../app/router';

const REFRESH_MS = 5000;

/** Public rooms still waiting for players, refreshed every few seconds. */
export function OpenRooms() {
  const { t } = useTranslation();
  const [rooms, setRooms] = useState<readonly RoomInfo[]>([]);
  const refresh = useCallback(() => {
    listRooms()
      .then((list) => {
        setRooms(list.filter((room) => room.status === 'open'));
      })
      .catch(() => {
        setRooms([]);
      });
  }, []);
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => {
      clearInterval(timer);
    };
  }, [refresh]);

  return (
    <div className="open-rooms">
      {rooms.length === 0 ? (
        <p>{t('web:lobby.noOpenRooms')}</p>
      ) : (
        <ul>
          {rooms.map((room) => {
            const taken = room.seats.filter((s) => s.kind !== 'empty').length;
            const hostSeat = room.seats[room.hostSeat];
            const host = hostSeat === undefined ? '' : (seatDisplayName(hostSeat) ?? '');
            return (
              <li key={room.id}>
                <span>
                  <strong>{t(`web:games.${room.game}.name`, { defaultValue: room.gameName })}</strong> · {host} ·{' '}
                  {t('web:lobby.seatsTaken', { taken, total: room.seats.length })}
                </span>
                <button
                  type="button"
                  onClick={() => {
                    navigate(`/r/${room.id}`);
                  }}
                >
                  {t('web:lobby.join')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className="link" onClick={refresh}>
        {t('web:lobby.refresh')}
      </button>
    </div>
  );
}
