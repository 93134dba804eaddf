import type { RoomInfo, UpdateMessage, WireViewer } from '@tavern/engine/protocol';
import { useTranslation } from 'react-i18next';
import { navigate } from '../app/router';
import { i18n } from '../i18n';
import type { SeatNames } from '../games/types';

const number = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });
const PER_SEAT = /^(.+)Seat(\d+)$/;

/** A statistic's value for people: rates as percentages, other numbers rounded. */
function formatStat(key: string, value: number): string {
  return /Rate$/.test(key) ? percent.format(value) : number.format(value);
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
      if (!i18n.exists(`stats.${game}.perSeat.${base}`)) continue;
      const column = columns.get(base) ?? new Map<number, number>();
      column.set(Number(perSeat[2]), value);
      columns.set(base, column);
    } else if (i18n.exists(`stats.${game}.${key}`)) {
      lines.push({ key, label: i18n.t(`stats.${game}.${key}`), value: formatStat(key, value) });
    }
  }
  return { columns, lines };
}

/** The ending's label in words (the catalogue's, or the game's if it reads as a sentence). */
function endingWords(game: string, label: string): string | null {
  const key = `games.${game}.endings.${label}`;
  if (i18n.exists(key)) return i18n.t(key);
  return /\s/.test(label) ? label : null;
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
  const nameOf = (seat: number) => names[seat] ?? t('room.seat', { n: seat + 1 });
  const won = viewer !== 'spectator' && outcome.winners.includes(viewer);
  const { columns, lines } = splitStats(room.game, outcome.stats);
  const ending = endingWords(room.game, outcome.label);
  const hasTable = outcome.scores !== undefined || columns.size > 0;
  return (
    <section className="panel results" aria-labelledby="results-title" data-testid="results">
      <h2 id="results-title">{t('table.gameOver')}</h2>
      {ending !== null && <p className="result-label">{ending}</p>}
      {viewer !== 'spectator' && <p className={won ? 'win' : 'loss'}>{won ? t('table.youWon') : t('table.youLost')}</p>}
      <p>
        {outcome.winners.length === 0
          ? t('table.noWinners')
          : t('table.winners', { names: outcome.winners.map(nameOf).join(', ') })}
      </p>
      {hasTable && (
        <table className="final-table">
          <caption>{t('table.finalTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.player')}</th>
              {outcome.scores !== undefined && <th scope="col">{t(`stats.${room.game}.score`, { defaultValue: t('table.score') })}</th>}
              {[...columns.keys()].map((base) => (
                <th key={base} scope="col">
                  {t(`stats.${room.game}.perSeat.${base}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {room.seats.map(({ seat }) => (
              <tr key={seat} className={outcome.winners.includes(seat) ? 'winner' : ''}>
                <th scope="row">{nameOf(seat)}</th>
                {outcome.scores !== undefined && <td>{number.format(outcome.scores[seat] ?? 0)}</td>}
                {[...columns.entries()].map(([base, column]) => (
                  <td key={base}>{number.format(column.get(seat) ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {lines.length > 0 && (
        <dl className="stats" aria-label={t('table.stats')}>
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
            {t('table.rematch')}
          </button>
        )}
        <button
          type="button"
          onClick={() => {
            navigate('/');
          }}
        >
          {t('table.backToLobby')}
        </button>
      </div>
    </section>
  );
}
