import { useTranslation } from 'react-i18next';
import { HandCard, PlayingCard, type CardState } from '../cards/PlayingCard';
import { parseFrenchCard, regicideValue, suitSymbol } from '../cards/french-card';
import { GenericView } from '../generic/GenericView';
import type { TableProps } from '../types';
import { isRegicideView, type RegicideEnemy } from './regicide-view';

function HealthBar(props: { readonly left: number; readonly total: number }) {
  const { t } = useTranslation();
  const share = props.total === 0 ? 0 : Math.max(0, Math.min(1, props.left / props.total));
  return (
    <div className="health">
      <div
        className="health-bar"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={props.total}
        aria-valuenow={props.left}
        aria-label={t('web:games.regicide.health', { left: props.left, total: props.total })}
      >
        <div className="health-fill" style={{ width: `${String(share * 100)}%` }} />
      </div>
      <span>{t('web:games.regicide.health', { left: props.left, total: props.total })}</span>
    </div>
  );
}

function EnemyPanel(props: { readonly enemy: RegicideEnemy }) {
  const { t } = useTranslation();
  const { enemy } = props;
  const suit = parseFrenchCard(enemy.card).suit;
  return (
    <div className="enemy" data-testid="enemy">
      <PlayingCard id={enemy.card} big />
      <div className="enemy-stats">
        <h2>{t('web:games.regicide.enemy')}</h2>
        <HealthBar left={enemy.health - enemy.damage} total={enemy.health} />
        <p>
          <span className="stat">{t('web:games.regicide.attack', { value: enemy.currentAttack })}</span>
          {enemy.shield > 0 && <span className="stat shield">{t('web:games.regicide.shield', { value: enemy.shield })}</span>}
        </p>
        {suit !== null && (
          <p className={enemy.immunityCancelled ? 'immunity cancelled' : 'immunity'}>
            {enemy.immunityCancelled
              ? t('web:games.regicide.immunityCancelled')
              : t('web:games.regicide.immune', { suit: `${suitSymbol(suit)} ${t(`web:cards.suits.${suit}`)}` })}
          </p>
        )}
      </div>
    </div>
  );
}

/** The Regicide table: the enemy, the piles, the players' hand counts and the viewer's hand. */
export function RegicideTable(props: TableProps) {
  const { t } = useTranslation();
  const { view, builder, names } = props;
  if (!isRegicideView(view)) return <GenericView view={view} />;
  const myTurn = props.legal.length > 0;
  const selectedValue = builder.state.pending.reduce((sum, id) => sum + regicideValue(id), 0);
  const cardState = (id: string): CardState => {
    if (builder.state.pending.includes(id)) return 'selected';
    if (builder.offered('cards', id)) return 'offered';
    return myTurn ? 'unavailable' : 'plain';
  };
  const top = view.discardTop ?? undefined;
  return (
    <div className="regicide-table">
      <section className="panel regicide-board">
        {view.enemy !== null && <EnemyPanel enemy={view.enemy} />}
        <ul className="piles">
          <li>{t('web:games.regicide.castle', { count: view.castleCount })}</li>
          <li>{t('web:games.regicide.tavern', { count: view.tavernCount })}</li>
          <li className="discard-pile">
            {t('web:games.regicide.discard', { count: view.discardCount })}
            {top !== undefined && <PlayingCard id={top} />}
          </li>
          <li>{t('web:games.regicide.defeated', { count: view.enemiesDefeated })}</li>
          {view.jesterPowers !== null && <li>{t('web:games.regicide.jesterPowers', { count: view.jesterPowers })}</li>}
        </ul>
      </section>
      <section className="panel in-play" aria-label={t('web:games.regicide.inPlay')}>
        <h2>{t('web:games.regicide.inPlay')}</h2>
        <div className="card-row">
          {view.inPlay.map((id) => (
            <PlayingCard key={id} id={id} />
          ))}
        </div>
      </section>
      <ul className="regicide-seats">
        {view.handCounts.map((count, seat) => (
          <li key={seat} className={seat === view.current ? 'current' : ''} data-seat={seat}>
            <strong>{names[seat]}</strong>
            <span>{t('web:table.handCount', { count })}</span>
            {view.yielded[seat] === true && <span className="tag">{t('web:games.regicide.yieldedTag')}</span>}
            {seat === view.current && <span className="tag">{t(`web:games.regicide.phases.${view.phase}`)}</span>}
          </li>
        ))}
      </ul>
      {view.hand !== null && (
        <section className="panel my-hand" aria-label={t('web:games.regicide.yourHand')}>
          <h2>
            {t('web:games.regicide.yourHand')} ({view.hand.length}/{view.maxHandSize})
            {builder.state.pending.length > 0 && <span className="selected-value"> · {t('web:games.regicide.selectedValue', { value: selectedValue })}</span>}
          </h2>
          <div className="hand" data-testid="hand">
            {view.hand.map((id) => (
              <HandCard
                key={id}
                id={id}
                state={cardState(id)}
                onClick={() => {
                  builder.choose('cards', id);
                }}
              />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
