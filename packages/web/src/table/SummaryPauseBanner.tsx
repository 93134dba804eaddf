import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondsLeft, useNow } from './useNow';

/** While the table pauses on a round's summary: how long it waits, and "Continue" for a player. */
export function SummaryPauseBanner(props: { readonly until: number | undefined; readonly canContinue: boolean; readonly onContinue: () => void; readonly version: number }) {
  const { t } = useTranslation();
  const now = useNow(props.until !== undefined);
  const [doneAt, setDoneAt] = useState<number | null>(null);
  if (props.until === undefined) return null;
  const seconds = secondsLeft(props.until, now);
  if (seconds <= 0) return null;
  const done = doneAt === props.version;
  return (
    <div className="banner pause" role="status" data-testid="summary-pause">
      <span>{done ? t('web:table.pauseWaiting', { seconds }) : t('web:table.pause', { seconds })}</span>
      {props.canContinue && !done && (
        <button
          type="button"
          className="primary"
          onClick={() => {
            setDoneAt(props.version);
            props.onContinue();
          }}
        >
          {t('web:table.continue')}
        </button>
      )}
    </div>
  );
}
