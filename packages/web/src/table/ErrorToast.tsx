import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNREADABLE, type ShownError } from '../api/room-connection';
import type { SeatNames } from '../games/types';
import { errorWords } from './error-words';

const SHOW_MS = 6000;

/** The rule's (or server's) reason, in the catalogue's words, for our last message, until dismissed or a few seconds pass. */
export function ErrorToast(props: {
  readonly error: ShownError | null;
  readonly game: string;
  readonly names: SeatNames;
  readonly onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const { error, onDismiss } = props;
  useEffect(() => {
    if (error === null) return undefined;
    const timer = setTimeout(onDismiss, SHOW_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [error, onDismiss]);
  if (error === null) return null;
  return (
    <div className="toast" role="alert" data-testid="error-toast" data-code={error.code}>
      {/* A message the client could not read is no refusal of the player's move. */}
      <strong>{t(error.code === UNREADABLE ? 'web:table.connectionProblem' : 'web:table.error')}: </strong>
      <span>{errorWords(props.game, error, props.names)}</span>
      <button type="button" onClick={onDismiss}>
        {t('web:table.dismiss')}
      </button>
    </div>
  );
}
