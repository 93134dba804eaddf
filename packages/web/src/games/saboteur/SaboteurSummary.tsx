import { nuggetValue } from '@tavern/saboteur/client';
import { useTranslation } from 'react-i18next';
import type { SummaryProps } from '../types';
import { parseSaboteurCard } from './saboteur-cards';
import { isSaboteurView } from './saboteur-ui';

/** The round's result as the view carries it once a round is over. */
interface RoundResult {
  readonly winner: string;
  readonly finder: number | null;
  readonly roles: readonly string[];
  readonly asideRole: string;
  readonly goals: readonly { readonly x: number; readonly y: number; readonly card: string }[];
  readonly received: readonly { readonly count: number; readonly cards: readonly string[] | null }[];
}

function isRoundResult(value: unknown): value is RoundResult {
  return typeof value === 'object' && value !== null && 'roles' in value && 'goals' in value && 'received' in value;
}

/** Which of the three goals, counted from the top of the maze. */
const GOAL_PLACES: Readonly<Record<number, string>> = { [-2]: 'top', 0: 'middle', 2: 'bottom' };

/**
 * A Saboteur round's end: who won, which goal held the gold, everyone's role (and the role set
 * aside), and the gold each player received.
 */
export function SaboteurSummary(props: SummaryProps) {
  const { t } = useTranslation();
  const { view, names } = props;
  if (!isSaboteurView(view)) return null;
  const result: unknown = (view as { roundResult: unknown }).roundResult;
  if (!isRoundResult(result)) return null;
  const gold = result.goals.find((goal) => parseSaboteurCard(goal.card).gold);
  const place = (y: number) => t(`web:games.saboteur.summary.places.${GOAL_PLACES[y] ?? 'middle'}`);
  const role = (code: string) => t(`web:games.saboteur.roles.${code}`, { defaultValue: code });
  return (
    <section className="panel summary" aria-labelledby="round-summary-title" data-testid="round-summary">
      <h2 id="round-summary-title">{t('web:games.saboteur.summary.title', { n: view.round })}</h2>
      <p>
        <strong>
          {t(result.winner === 'SABOTEURS' ? 'web:games.saboteur.events.roundEndedSaboteurs' : 'web:games.saboteur.events.roundEndedDiggers')}
        </strong>{' '}
        {result.finder !== null && t('web:games.saboteur.summary.finder', { name: names[result.finder] ?? '' })}
      </p>
      <p data-testid="gold-goal">
        {gold === undefined ? t('web:games.saboteur.summary.noGold') : t('web:games.saboteur.summary.goldAt', { place: place(gold.y) })}{' '}
        {result.goals
          .filter((goal) => goal !== gold)
          .map((goal) => t('web:games.saboteur.summary.coalAt', { place: place(goal.y) }))
          .join(' ')}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('web:table.player')}</th>
            <th scope="col">{t('web:games.saboteur.summary.role')}</th>
            <th scope="col">{t('web:games.saboteur.summary.gold')}</th>
          </tr>
        </thead>
        <tbody>
          {result.roles.map((code, seat) => {
            const received = result.received[seat];
            const cards = received?.cards ?? null;
            const count = received?.count ?? 0;
            return (
              <tr key={seat}>
                <th scope="row">{names[seat]}</th>
                <td>{role(code)}</td>
                <td>
                  {cards === null
                    ? t('web:games.saboteur.summary.goldCards', { count })
                    : t('web:games.saboteur.summary.goldNuggets', { count, nuggets: cards.reduce((sum, card) => sum + nuggetValue(card), 0) })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="muted">{t('web:games.saboteur.summary.aside', { role: role(result.asideRole) })}</p>
    </section>
  );
}
