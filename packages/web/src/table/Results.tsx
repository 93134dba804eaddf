import type { RoomInfo, UpdateMessage, WireViewer } from '@tavern/engine/protocol';
import { useTranslation } from 'react-i18next';
import { navigate } from '../app/router';
import { i18n } from '../i18n';
import { formatNumber, formatPercent } from '../i18n/format';
import type { SeatNames } from '../games/types';

const PER_SEAT = /^(.+)Seat(\d+)$/;

/** A statistic's value for people: rates as percentages, other numbers rounded. */
function formatStat(key: string, value: number): string {
  return /Rate$/.test(key) ? formatPercent(value) : formatNumber(value);
}

/**
 * Statistics split into the table's columns (per-seat keys such as `penaltySeat2`) and the
 * game-wide lines. Only statistics the catalogue names are shown: the rest feed simulations.
 */
function splitStats(game: string, stats: Readonly<Record<string, number>>) {
  const columns = new Map<string, Map<number, number>>();
  const lines: { key: string; label: string; value: string }[] = [];
  for (const [key, value] of Object.entries(stats)) {
    const perSeat = PER_SEAT.exec(key);
    if (perSeat !== null) {
      const base = perSeat[1] ?? '';
      if (!i18n.exists(`web:stats.${game}.perSeat.${base}`)) continue;
      const column = columns.get(base) ?? new Map<number, number>();
      column.set(Number(perSeat[2]), value);
      columns.set(base, column);
    } else if (i18n.exists(`web:stats.${game}.${key}`)) {
      lines.push({ key, label: i18n.t(`web:stats.${game}.${key}`), value: formatStat(key, value) });
    }
  }
  return { columns, lines };
}

/** The ending's label in words, when the catalogue has them (a game's label is never shown raw). */
function endingWords(game: string, label: string): string | null {
  const key = `web:games.${game}.endings.${label}`;
  return i18n.exists(key) ? i18n.t(key) : null;
}

/** End of the game: who won and why, a final table in words, statistics, and the rematch. */
export function Results(props: {
  readonly outcome: NonNullable<UpdateMessage['outcome']>;
  readonly room: RoomInfo;
  readonly viewer: WireViewer;
  readonly names: SeatNames;
  readonly onRematch: (() => void) | null;
  readonly rematchRoomId: string | null;
}) {
  const { t } = useTranslation();
  const { outcome, room, viewer, names } = props;
  const nameOf = (seat: number) => names[seat] ?? t('web:room.seat', { n: seat + 1 });
  const won = viewer !== 'spectator' && outcome.winners.includes(viewer);
  const { columns, lines } = splitStats(room.game, outcome.stats);
  const ending = endingWords(room.game, outcome.label);
  const hasTable = outcome.scores !== undefined || columns.size > 0;
  return (
    <section className="panel results" aria-labelledby="results-title" data-testid="results">
      <h2 id="results-title">{t('web:table.gameOver')}</h2>
      {ending !== null && <p className="result-label">{ending}</p>}
      {viewer !== 'spectator' && <p className={won ? 'win' : 'loss'}>{won ? t('web:table.youWon') : t('web:table.youLost')}</p>}
      <p>
        {outcome.winners.length === 0
          ? t('web:table.noWinners')
          : t('web:table.winners', { names: outcome.winners.map(nameOf).join(', ') })}
      </p>
      {hasTable && (
        <table className="final-table">
          <caption>{t('web:table.finalTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('web:table.player')}</th>
              {outcome.scores !== undefined && <th scope="col">{t(`web:stats.${room.game}.score`, { defaultValue: t('web:table.score') })}</th>}
              {[...columns.keys()].map((base) => (
                <th key={base} scope="col">
                  {t(`web:stats.${room.game}.perSeat.${base}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {room.seats.map(({ seat }) => (
              <tr key={seat} className={outcome.winners.includes(seat) ? 'winner' : ''}>
                <th scope="row">{nameOf(seat)}</th>
                {outcome.scores !== undefined && <td>{formatNumber(outcome.scores[seat] ?? 0)}</td>}
                {[...columns.entries()].map(([base, column]) => (
                  <td key={base}>{formatNumber(column.get(seat) ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {lines.length > 0 && (
        <dl className="stats" aria-label={t('web:table.stats')}>
          {lines.map((line) => (
            <div key={line.key}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="row">
        {props.onRematch !== null && props.rematchRoomId === null && (
          <button type="button" className="primary" data-testid="rematch" onClick={props.onRematch}>
            {t('web:table.rematch')}
          </button>
        )}
        <button
          type="button"
          onClick={() => {
            navigate('/');
          }}
        >
          {t('web:table.backToLobby')}
        </button>
      </div>
    </section>
  );
}
