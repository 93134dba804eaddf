import type { RoomInfo } from '@tavern/engine/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestErrorWords } from '../table/error-words';
import { claimSeat, getRoom } from '../api/rest';
import { loadName, saveName, saveSeat, type StoredSeat } from '../api/seat-store';

/** Someone opened an invite link: take a seat under a name, or watch. */
export function JoinForm(props: {
  readonly roomId: string;
  readonly onSeated: (seat: StoredSeat) => void;
  readonly onWatch: () => void;
}) {
  const { t } = useTranslation();
  const [room, setRoom] = useState<RoomInfo | null>(null);
  const [missing, setMissing] = useState(false);
  const [name, setName] = useState(loadName);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    getRoom(props.roomId)
      .then(setRoom)
      .catch(() => {
        setMissing(true);
      });
  }, [props.roomId]);

  if (missing) return <p role="alert">{t('web:join.notFound')}</p>;
  if (room === null) return <p>{t('web:app.loading')}</p>;
  const hasRoom = room.status === 'open' && room.seats.some((s) => s.kind === 'empty');
  const gameName = t(`web:games.${room.game}.name`, { defaultValue: room.gameName });
  return (
    <section className="panel join" aria-labelledby="join-title">
      <h1 id="join-title">{t('web:join.title', { game: gameName })}</h1>
      <p className="game-howto">{t(`web:games.${room.game}.howTo`, { defaultValue: '' })}</p>
      {hasRoom ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            saveName(name.trim());
            claimSeat(props.roomId, name.trim())
              .then((claim) => {
                const seat = { seat: claim.seat, token: claim.token };
                saveSeat(props.roomId, seat);
                props.onSeated(seat);
              })
              .catch((err: unknown) => {
                setError(err ?? new Error('failed'));
              });
          }}
        >
          <label htmlFor="join-name">
            {t('web:lobby.yourName')}
            <input
              id="join-name"
              required
              maxLength={24}
              value={name}
              autoComplete="nickname"
              onChange={(e) => {
                setName(e.target.value);
              }}
            />
          </label>
          <button type="submit" className="primary" disabled={name.trim() === ''}>
            {t('web:join.claim')}
          </button>
        </form>
      ) : (
        <p>{t('web:join.full')}</p>
      )}
      {error !== null && (
        <p role="alert" className="error-text">
          {requestErrorWords(error, room.game)}
        </p>
      )}
      <button type="button" className="link" onClick={props.onWatch}>
        {t('web:join.watch')}
      </button>
    </section>
  );
}
