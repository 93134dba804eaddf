import { useTranslation } from 'react-i18next';
import type { SummaryProps } from '../types';
import { isGodsGambitView } from './gods-gambit-ui';

/**
 * Gods' Gambit penalties in a table: the last round's penalties while the game goes on (the ones
 * this viewer may see), and every round's penalties and the totals at the end.
 */
export function GodsGambitSummary(props: SummaryProps) {
  const { t } = useTranslation();
  const { view, names } = props;
  if (!isGodsGambitView(view)) return null;
  const last = view.lastRound;
  if (view.finished) {
    const rounds = Math.max(0, ...view.scores.map((score) => score.penalties.length));
    return (
      <section className="panel summary" aria-labelledby="gg-penalties-title" data-testid="penalty-table">
        <h2 id="gg-penalties-title">{t('web:games.gods-gambit.summary.allRounds')}</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('web:table.player')}</th>
              {Array.from({ length: rounds }, (_, i) => (
                <th key={i} scope="col">
                  {t('web:games.gods-gambit.round', { n: i + 1 })}
                </th>
              ))}
              <th scope="col">{t('web:games.gods-gambit.summary.total')}</th>
            </tr>
          </thead>
          <tbody>
            {view.scores.map((score) => (
              <tr key={score.seat}>
                <th scope="row">{names[score.seat]}</th>
                {Array.from({ length: rounds }, (_, i) => (
                  <td key={i}>{score.penalties[i] ?? '–'}</td>
                ))}
                <td>{score.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    );
  }
  if (last === null || view.pending.kind !== 'roundOver') return null;
  return (
    <section className="panel summary" aria-labelledby="gg-round-title" data-testid="penalty-table">
      <h2 id="gg-round-title">{t('web:games.gods-gambit.summary.roundTitle', { n: last.round })}</h2>
      <p>
        {last.reason === 'trumpet'
          ? t('web:games.gods-gambit.summary.byTrumpet', { name: names[last.revealer] ?? '' })
          : t('web:games.gods-gambit.summary.byOut', { name: names[last.wentOut] ?? '' })}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('web:table.player')}</th>
            <th scope="col">{t('web:games.gods-gambit.summary.penalty')}</th>
          </tr>
        </thead>
        <tbody>
          {last.penalties.map((penalty, seat) => (
            <tr key={seat}>
              <th scope="row">{names[seat]}</th>
              <td>{penalty === null ? t('web:games.gods-gambit.summary.hidden') : penalty}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">{t('web:games.gods-gambit.summary.nextFirst', { name: names[last.nextFirst] ?? '' })}</p>
    </section>
  );
}
