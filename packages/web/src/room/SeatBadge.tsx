import type { SeatInfo } from '@tavern/engine/protocol';
import { useTranslation } from 'react-i18next';
import { seatDisplayName } from './seat-name';

/** A seat's name with its kind and connection status, as a compact line. */
export function SeatBadge(props: { readonly seat: SeatInfo; readonly isYou: boolean; readonly isHost: boolean }) {
  const { t } = useTranslation();
  const { seat } = props;
  if (seat.kind === 'empty') return <span className="seat-badge empty">{t('web:room.empty')}</span>;
  const status = seat.autopilot ? t('web:room.autopilot') : seat.connected ? t('web:room.connected') : t('web:room.disconnected');
  return (
    <span className="seat-badge">
      <span className={`dot ${seat.connected ? 'on' : 'off'}`} aria-hidden="true" />
      <span className="seat-name">{seatDisplayName(seat)}</span>
      {props.isYou && <span className="tag">{t('web:room.you')}</span>}
      {props.isHost && <span className="tag">{t('web:room.host')}</span>}
      {seat.bot !== null && <span className="tag">{t('web:room.bot', { kind: t(`web:room.botShort.${seat.bot}`, { defaultValue: seat.bot }) })}</span>}
      <span className="visually-hidden">{status}</span>
      {(!seat.connected || seat.autopilot) && <span className="tag warn">{status}</span>}
    </span>
  );
}
