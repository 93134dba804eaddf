import { useTranslation } from 'react-i18next';
import { secondsLeft, useNow } from './useNow';

/**
 * What this seat is asked right now, shown prominently: a response the rules demand (Dodge?
 * Defense? discard to cover damage) or simply "your decision", with the turn timer when there is one.
 * Otherwise it says whom the table waits for.
 */
export function PromptPanel(props: {
  readonly mine: boolean;
  /** Spectators are told whom the table waits for, never "your" anything. */
  readonly spectator?: boolean;
  /** The game's words for what to do now. */
  readonly prompt: string | null;
  /** A response the rules demand out of turn (Dodge? Defense?): announced as an alert. */
  readonly urgent?: boolean;
  /** When the server answers for this seat (ms since the epoch), if timed. */
  readonly deadline: number | null;
  /** The turn's length in seconds: the countdown never shows more. */
  readonly limitSeconds?: number;
  /** Names of the seats the table waits for, when it is not this seat's decision. */
  readonly waitingFor: readonly string[];
}) {
  const { t } = useTranslation();
  const now = useNow(props.deadline !== null);
  const seconds = props.deadline === null ? null : secondsLeft(props.deadline, now, props.limitSeconds);
  if (!props.mine) {
    if (props.waitingFor.length === 0) return null;
    return (
      <div className="prompt-panel waiting" role="status" data-testid="prompt-panel">
        {t('web:table.waitingFor', { names: props.waitingFor.join(', ') })}
      </div>
    );
  }
  const urgent = props.prompt !== null && props.urgent === true;
  return (
    <div
      className={`prompt-panel mine${urgent ? ' urgent' : ''}`}
      role={urgent ? 'alert' : 'status'}
      data-testid="prompt-panel"
    >
      <strong className="prompt-title">{t('web:table.yourTurn')}</strong>
      {props.prompt !== null && <span className="prompt-text">{props.prompt}</span>}
      {seconds !== null && (
        <span className={`timer${seconds <= 10 ? ' low' : ''}`} data-testid="turn-timer">
          {t('web:table.timer', { seconds })}
        </span>
      )}
    </div>
  );
}
