import { useTranslation } from 'react-i18next';
import type { TimedOutNotice as Notice } from '../api/room-connection';
import type { GameUi, SeatNames } from '../games/types';

/** Tells a player their time ran out and what the table played for them. */
export function TimedOutNotice(props: {
  readonly notice: Notice | null;
  readonly ui: GameUi;
  readonly view: unknown;
  readonly names: SeatNames;
  readonly onDismiss: () => void;
}) {
  const { t } = useTranslation();
  if (props.notice === null) return null;
  return (
    <div className="banner warn" role="alert" data-testid="timed-out">
      <span>{t('web:table.timedOut', { move: props.ui.describeAction(props.notice.action, props.view, props.names) })}</span>{' '}
      <button type="button" onClick={props.onDismiss}>
        {t('web:table.dismiss')}
      </button>
    </div>
  );
}
