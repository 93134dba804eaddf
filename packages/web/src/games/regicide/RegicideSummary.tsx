import { useTranslation } from 'react-i18next';
import type { SummaryProps } from '../types';
import { isRegicideView } from './regicide-view';

/** At the end of a Regicide game: why it was lost (if it was) and how far the table got. */
export function RegicideSummary(props: SummaryProps) {
  const { t } = useTranslation();
  const { view } = props;
  if (!isRegicideView(view) || (view.phase !== 'won' && view.phase !== 'lost')) return null;
  const reason = (view as { lossReason?: unknown }).lossReason;
  return (
    <section className="panel summary" aria-labelledby="regicide-summary-title" data-testid="regicide-summary">
      <h2 id="regicide-summary-title">{t(view.phase === 'won' ? 'web:games.regicide.events.gameWon' : 'web:games.regicide.events.gameLost')}</h2>
      {view.phase === 'lost' && typeof reason === 'string' && (
        <p data-testid="loss-reason">{t(`web:games.regicide.lossReasons.${reason}`, { defaultValue: t('web:games.regicide.lossReasons.unknown') })}</p>
      )}
      <p>{t('web:games.regicide.progress', { count: view.enemiesDefeated })}</p>
    </section>
  );
}
