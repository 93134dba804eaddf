import { useTranslation } from 'react-i18next';
import { advance, choose } from '../../builder/model';
import { FaceCard, FaceCardButton } from '../cards/CardButton';
import type { CardState } from '../cards/PlayingCard';
import { GenericView } from '../generic/GenericView';
import type { TableProps } from '../types';
import { generalName, isSanguoshaView, sanguoshaFace } from './sanguosha-ui';
import { attackRange, seatDistance } from './seat-geometry';

const SLOTS = ['weapon', 'armor', 'plus', 'minus'] as const;

/** Where seat `index` of `count` sits on the ellipse, the viewer at the bottom (percentages). */
function placeOnCircle(index: number, count: number, me: number): { left: string; top: string } {
  const angle = Math.PI / 2 + ((index - me + count) % count) * ((2 * Math.PI) / count);
  return { left: `${String(50 + 36 * Math.cos(angle))}%`, top: `${String(50 + 40 * Math.sin(angle))}%` };
}

/**
 * The Sanguosha table: seats in a circle (general, health, equipment, judgement area, distance and
 * attack-range hints), then the viewer's hand. A card is chosen in the hand, then its targets on the
 * seats; responses (Dodge, Negate, Peach) are cards chosen the same way.
 */
export function SanguoshaTable(props: TableProps) {
  const { t } = useTranslation();
  const { view, builder, names } = props;
  if (!isSanguoshaView(view)) return <GenericView view={view} />;
  const me = view.viewer === 'spectator' ? 0 : view.viewer;
  const mine = view.players[me];
  const myRange = mine === undefined ? 1 : attackRange(mine);
  const state = builder.state;
  const canAdvance = builder.view.canAdvance && !builder.view.options.has('targets');
  const targetView = canAdvance ? builder.narrowAt(advance(state)) : builder.view;
  const targetOptions = targetView.options.get('targets');
  const chosenTargets = targetView.kinds.get('targets') === 'set' ? state.pending : [];
  const pickTarget = (seat: string) => {
    const base = canAdvance ? advance(state) : state;
    builder.set(choose(targetView, base, 'targets', seat));
  };
  const cardState = (id: string): CardState => {
    if (state.pending.includes(id) || state.picks.some((p) => p.includes(id))) return 'selected';
    if (builder.offered('cards', id)) return 'offered';
    return props.legal.length > 0 ? 'unavailable' : 'plain';
  };
  return (
    <div className="sgs-table">
      <div className="sgs-circle" aria-label={t('table.players')}>
        {view.players.map((player, seat) => {
          const distance = seat === me ? 0 : seatDistance(view.players, me, seat);
          const targetable = targetOptions?.has(String(seat)) ?? false;
          const targeted = chosenTargets.includes(String(seat));
          return (
            <section
              key={seat}
              className={`sgs-seat panel${view.turn.seat === seat ? ' current' : ''}${player.alive ? '' : ' dead'}${targeted ? ' targeted' : ''}`}
              style={placeOnCircle(seat, view.numPlayers, me)}
              data-seat={seat}
              aria-label={names[seat]}
            >
              <header>
                <strong>{names[seat]}</strong>
                <span className="sgs-general">{generalName(player.general)}</span>
                {player.role !== null && <span className="tag">{t(`games.sanguosha.roles.${player.role.replace(/^role:/, '').replace(/#\d+$/, '')}`, { defaultValue: player.role })}</span>}
              </header>
              <div className="sgs-hp" aria-label={t('games.sanguosha.health', { hp: player.hp, max: player.maxHp })}>
                {Array.from({ length: Math.max(player.maxHp, 0) }, (_, i) => (
                  <span key={i} className={i < player.hp ? 'hp full' : 'hp'} aria-hidden="true">
                    {i < player.hp ? '♥' : '♡'}
                  </span>
                ))}
                <span className="sgs-count">{t('table.handCount', { count: player.handCount })}</span>
              </div>
              <ul className="sgs-equip" aria-label={t('games.sanguosha.equipment')}>
                {SLOTS.map((slot) => {
                  const card = player.equip[slot];
                  if (card === null) return null;
                  const offered = seat === me && builder.offered('cards', card);
                  return (
                    <li key={slot}>
                      {offered ? (
                        <button type="button" className="link" onClick={() => { builder.choose('cards', card); }}>
                          {sanguoshaFace(card).title}
                        </button>
                      ) : (
                        <span>{sanguoshaFace(card).title}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
              {player.judge.length > 0 && (
                <div className="sgs-judge" aria-label={t('games.sanguosha.judgement')}>
                  {player.judge.map((entry) => (
                    <span key={entry.card} className="tag warn">{sanguoshaFace(entry.card).title}</span>
                  ))}
                </div>
              )}
              <div className="sgs-flags">
                {player.dying && <span className="tag warn">{t('games.sanguosha.dying')}</span>}
                {player.chained && <span className="tag">{t('games.sanguosha.chained')}</span>}
                {player.faceDown && <span className="tag">{t('games.sanguosha.faceDown')}</span>}
                {/* Distances are seen from a seat: a spectator has none, so is told none. */}
                {props.viewer !== 'spectator' && seat !== me && player.alive && (
                  <span className={distance <= myRange ? 'tag in-range' : 'tag'} data-testid="distance">
                    {t('games.sanguosha.distance', { d: distance })} · {distance <= myRange ? t('games.sanguosha.inRange') : t('games.sanguosha.outOfRange')}
                  </span>
                )}
              </div>
              {targetable && (
                <button type="button" className="primary" onClick={() => { pickTarget(String(seat)); }}>
                  {t('games.sanguosha.target')}
                </button>
              )}
            </section>
          );
        })}
        <div className="sgs-centre">
          <span>{t('games.sanguosha.drawPile', { count: view.drawCount })}</span>
          {view.discardPile.at(-1) !== undefined && <FaceCard id={view.discardPile.at(-1) ?? ''} face={sanguoshaFace(view.discardPile.at(-1) ?? '')} small />}
          <span>{t('games.sanguosha.phase', { phase: t(`games.sanguosha.phases.${view.turn.phase}`, { defaultValue: view.turn.phase }) })}</span>
        </div>
      </div>
      {mine?.hand != null && (
        <section className="panel my-hand" aria-label={t('games.regicide.yourHand')}>
          <h2>{t('games.regicide.yourHand')}</h2>
          <div className="hand" data-testid="hand">
            {mine.hand.map((id) => (
              <FaceCardButton key={id} id={id} face={sanguoshaFace(id)} state={cardState(id)} onClick={() => { builder.choose('cards', id); }} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
