import { useTranslation } from 'react-i18next';
import { FaceCard, FaceCardButton } from '../cards/CardButton';
import type { CardState } from '../cards/PlayingCard';
import { GenericView } from '../generic/GenericView';
import type { TableProps } from '../types';
import { colourName, godsGambitFace, isGodsGambitView, skillOf } from './gods-gambit-ui';

const TRUMPETS_TO_END = 4;

/** The Gods' Gambit table: field card and colour, trumpets, everyone's skill area and penalties, the hand. */
export function GodsGambitTable(props: TableProps) {
  const { t } = useTranslation();
  const { view, builder, names } = props;
  if (!isGodsGambitView(view)) return <GenericView view={view} />;
  const field = view.fieldPile.at(-1);
  const myTurn = props.legal.length > 0;
  const cardState = (id: string): CardState => {
    if (builder.state.picks.some((pick) => pick.includes(id))) return 'selected';
    if (builder.offered('card', id)) return 'offered';
    return myTurn ? 'unavailable' : 'plain';
  };
  const totals = new Map(view.scores.map((s) => [s.seat, s.total]));
  return (
    <div className="gg-table">
      <section className="panel gg-field" aria-label={t('web:games.gods-gambit.field')}>
        <div className="gg-field-card">
          <h2>{t('web:games.gods-gambit.field')}</h2>
          {field !== undefined && <FaceCard id={field} face={godsGambitFace(field)} />}
        </div>
        <ul className="piles">
          <li>
            <span className={`swatch tone-${view.colour}`} aria-hidden="true" /> {t('web:games.gods-gambit.colour', { colour: colourName(view.colour) })}
          </li>
          <li data-testid="trumpets">
            {t('web:games.gods-gambit.trumpet', { count: view.trumpets.length, max: TRUMPETS_TO_END })}
            <br />
            <small className="muted">{t('web:games.gods-gambit.trumpetHelp')}</small>
          </li>
          <li>{t('web:games.gods-gambit.deck', { count: view.drawPileSize })}</li>
          <li>{t('web:games.gods-gambit.round', { n: view.round })}</li>
        </ul>
      </section>
      <ul className="gg-players" aria-label={t('web:table.players')}>
        {view.players.map((player, seat) => (
          <li key={seat} className={`panel${seat === view.current ? ' current' : ''}`} data-seat={seat}>
            <div className="gg-player-head">
              <strong>{names[seat]}</strong>
              <span>{t('web:table.handCount', { count: player.handCount })}</span>
              {totals.has(seat) && <span className="tag">{t('web:games.gods-gambit.penalty', { total: totals.get(seat) })}</span>}
              {player.skips > 0 && <span className="tag warn">{t('web:games.gods-gambit.skips', { count: player.skips })}</span>}
              {player.extraTurns > 0 && <span className="tag">{t('web:games.gods-gambit.extraTurns', { count: player.extraTurns })}</span>}
            </div>
            <div className="gg-skills" aria-label={t('web:games.gods-gambit.skills')}>
              {player.skillArea.length === 0 ? (
                <span className="muted">{t('web:games.gods-gambit.noSkills')}</span>
              ) : (
                player.skillArea.map((id) => (
                  <span key={id} className="gg-skill">
                    <FaceCard id={id} face={godsGambitFace(id)} small />
                    <span className="gg-skill-name">{skillOf(id)}</span>
                  </span>
                ))
              )}
            </div>
          </li>
        ))}
      </ul>
      {view.hand !== null && (
        <section className="panel my-hand" aria-label={t('web:games.regicide.yourHand')}>
          <h2>{t('web:games.regicide.yourHand')}</h2>
          <div className="hand" data-testid="hand">
            {view.hand.map((id) => (
              <FaceCardButton
                key={id}
                id={id}
                face={godsGambitFace(id)}
                state={cardState(id)}
                onClick={() => {
                  builder.choose('card', id);
                }}
              />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
