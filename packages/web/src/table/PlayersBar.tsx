import type { Deadline, RoomInfo, WireViewer } from '@tavern/engine/protocol';
import { useTranslation } from 'react-i18next';
import { SeatBadge } from '../room/SeatBadge';
import { secondsLeft, useNow } from './useNow';

/** Everyone at the table: name, connection, whose decision it is and their timer. */
export function PlayersBar(props: {
  readonly room: RoomInfo;
  readonly viewer: WireViewer;
  readonly toAct: readonly number[];
  readonly deadlines: readonly Deadline[];
}) {
  const { t } = useTranslation();
  const now = useNow(props.deadlines.length > 0);
  return (
    <ul className="players-bar" aria-label={t('table.players')}>
      {props.room.seats.map((seat) => {
        const acting = props.toAct.includes(seat.seat);
        const deadline = props.deadlines.find((d) => d.seat === seat.seat);
        return (
          <li key={seat.seat} className={acting ? 'acting' : ''} data-seat={seat.seat} aria-current={acting ? 'true' : undefined}>
            <SeatBadge seat={seat} isYou={seat.seat === props.viewer} isHost={seat.seat === props.room.hostSeat} />
            {deadline !== undefined && <span className="timer">{t('table.timer', { seconds: secondsLeft(deadline.at, now) })}</span>}
          </li>
        );
      })}
    </ul>
  );
}
