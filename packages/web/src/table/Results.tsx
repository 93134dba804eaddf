import type { RoomInfo, UpdateMessage, WireViewer } from '@tavern/engine/protocol';
import { useTranslation } from 'react-i18next';
import { navigate } from '../app/router';
import { splitCamel } from '../games/generic/generic-ui';

/** End of the game: who won, the ending's label, scores and statistics. */
export function Results(props: {
  readonly outcome: NonNullable<UpdateMessage['outcome']>;
  readonly room: RoomInfo;
  readonly viewer: WireViewer;
}) {
  const { t } = useTranslation();
  const { outcome, room, viewer } = props;
  const nameOf = (seat: number) => room.seats[seat]?.name ?? t('room.seat', { n: seat + 1 });
  const won = viewer !== 'spectator' && outcome.winners.includes(viewer);
  return (
    <section className="panel results" aria-labelledby="results-title" data-testid="results">
      <h2 id="results-title">{t('table.gameOver')}</h2>
      <p className="result-label">{outcome.label}</p>
      {viewer !== 'spectator' && <p className={won ? 'win' : 'loss'}>{won ? t('table.youWon') : t('table.youLost')}</p>}
      <p>
        {outcome.winners.length === 0
          ? t('table.noWinners')
          : t('table.winners', { names: outcome.winners.map(nameOf).join(', ') })}
      </p>
      {outcome.scores !== undefined && (
        <table>
          <tbody>
            {outcome.scores.map((score, seat) => (
              <tr key={seat}>
                <th scope="row">{nameOf(seat)}</th>
                <td>{score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {Object.keys(outcome.stats).length > 0 && (
        <dl className="stats" aria-label={t('table.stats')}>
          {Object.entries(outcome.stats).map(([key, value]) => (
            <div key={key}>
              <dt>{t(`stats.${key}`, { defaultValue: splitCamel(key) })}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <button
        type="button"
        onClick={() => {
          navigate('/');
        }}
      >
        {t('table.backToLobby')}
      </button>
    </section>
  );
}
