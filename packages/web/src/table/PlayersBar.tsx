import type { Deadline, RoomInfo, WireViewer } from '@tavern/engine/protocol';
import { useTranslation } from 'react-i18next';
import { seatDisplayName } from '../room/seat-name';
import { SeatBadge } from '../room/SeatBadge';
import { secondsLeft, useNow } from './useNow';

/**
 * Everyone at the table in turn order: name, connection, whose decision it is and their timer, who
 * moved last. The host may let a bot play for a player who is away, and take it off again.
 */
export function PlayersBar(props: {
  readonly room: RoomInfo;
  readonly viewer: WireViewer;
  readonly toAct: readonly number[];
  readonly deadlines: readonly Deadline[];
  /** The seat whose move is the newest line of the log, if any. */
  readonly lastSeat: number | null;
  readonly onSeatBot: ((seat: number, bot: boolean) => void) | null;
}) {
  const { t } = useTranslation();
  const now = useNow(props.deadlines.length > 0);
  return (
    <ol className="players-bar" aria-label={t('web:table.turnOrder')}>
      {props.room.seats.map((seat) => {
        const acting = props.toAct.includes(seat.seat);
        const deadline = props.deadlines.find((d) => d.seat === seat.seat);
        const last = props.lastSeat === seat.seat;
        const canHandOver = props.onSeatBot !== null && seat.kind === 'human' && seat.seat !== props.viewer;
        return (
          <li
            key={seat.seat}
            className={`${acting ? 'acting' : ''}${last ? ' last-move' : ''}`}
            data-seat={seat.seat}
            aria-current={acting ? 'true' : undefined}
          >
            <span className="turn-number" aria-hidden="true">
              {seat.seat + 1}
            </span>
            <SeatBadge seat={seat} isYou={seat.seat === props.viewer} isHost={seat.seat === props.room.hostSeat} />
            {acting && <span className="tag acting-tag">{t('web:table.deciding')}</span>}
            {last && !acting && <span className="tag">{t('web:table.movedLast')}</span>}
            {deadline !== undefined && <span className="timer">{t('web:table.timer', { seconds: secondsLeft(deadline.at, now, props.room.turnSeconds) })}</span>}
            {canHandOver && !seat.connected && !seat.autopilot && (
              <button
                type="button"
                onClick={() => {
                  props.onSeatBot?.(seat.seat, true);
                }}
              >
                {t('web:table.handToBot', { name: seatDisplayName(seat) })}
              </button>
            )}
            {canHandOver && seat.autopilot && (
              <button
                type="button"
                onClick={() => {
                  props.onSeatBot?.(seat.seat, false);
                }}
              >
                {t('web:table.takeBackFromBot', { name: seatDisplayName(seat) })}
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
