import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardState } from '../cards/PlayingCard';
import { GenericView } from '../generic/GenericView';
import type { TableProps } from '../types';
import { MazeGrid, type PlacementPreview } from './MazeGrid';
import { parseCell } from './saboteur-cards';
import { isSaboteurView } from './saboteur-ui';
import { SaboteurHandCard, ToolIcon } from './SaboteurHandCard';

const TOOLS = ['PICKAXE', 'LANTERN', 'CART'] as const;

/**
 * The Saboteur table: players with their tools, the maze, and the hand. Placing a tunnel is card →
 * rotation (toggle, previewed) → cell → Confirm; tools go card → player; rockfall and map go
 * card → cell. Discarding the chosen card is one of the Confirm buttons.
 */
export function SaboteurTable(props: TableProps) {
  const { t } = useTranslation();
  const { view, builder, names } = props;
  const [rotation, setRotation] = useState(0);
  if (!isSaboteurView(view)) return <GenericView view={view} />;
  const picks = builder.state.picks;
  const chosenCard = picks[0]?.[0] ?? null;
  const rotations = builder.view.options.get('rotation');
  const placing = rotations !== undefined || (picks.length === 3 && picks[1] !== undefined);
  const rotationChoices = placing ? [...(rotations ?? builder.narrowAt({ picks: picks.slice(0, 1), pending: [] }).options.get('rotation') ?? [])] : [];
  const activeRotation = picks.length === 3 ? Number(picks[1]?.[0] ?? 0) : rotationChoices.includes(String(rotation)) ? rotation : Number(rotationChoices[0] ?? 0);
  const targets: ReadonlySet<string> =
    rotations !== undefined
      ? (builder.narrowAt({ picks: [...picks, [String(activeRotation)]], pending: [] }).options.get('cell') ?? new Set())
      : picks.length === 3
        ? (builder.narrowAt({ picks: picks.slice(0, 2), pending: [] }).options.get('cell') ?? new Set())
        : (builder.view.options.get('cell') ?? new Set());
  const chosenCell = picks.length === 3 ? parseCell(picks[2]?.[0] ?? '') : null;
  const preview: PlacementPreview | null =
    chosenCard !== null && chosenCell !== null ? { ...chosenCell, card: chosenCard, rotation: activeRotation } : null;

  const onCell = (value: string) => {
    if (chosenCard === null) return;
    if (placing) builder.set({ picks: [[chosenCard], [String(activeRotation)], [value]], pending: [] });
    else builder.choose('cell', value);
  };
  const rotate = () => {
    if (chosenCard === null) return;
    const others = rotationChoices.filter((r) => r !== String(activeRotation));
    const next = Number(others[0] ?? activeRotation);
    setRotation(next);
    if (chosenCell !== null) {
      const cell = picks[2]?.[0] ?? '';
      const stillFits = builder.narrowAt({ picks: [[chosenCard], [String(next)]], pending: [] }).options.get('cell')?.has(cell) ?? false;
      builder.set(stillFits ? { picks: [[chosenCard], [String(next)], [cell]], pending: [] } : { picks: [[chosenCard]], pending: [] });
    }
  };
  const cardState = (id: string): CardState => {
    if (chosenCard === id) return 'selected';
    if (builder.narrowAt({ picks: [], pending: [] }).options.get('card')?.has(id) === true) return 'offered';
    return props.legal.length > 0 ? 'unavailable' : 'plain';
  };
  const targetSeats = builder.view.options.get('target');
  const me = view.me;
  return (
    <div className="sab-table">
      <section className="panel sab-status">
        <span>{t('web:games.saboteur.round', { n: view.round })}</span>
        <span>{t('web:games.saboteur.deck', { count: view.counts.drawPile })}</span>
        {me !== null && (
          <>
            <strong data-testid="my-role">{t('web:games.saboteur.role', { role: t(`web:games.saboteur.roles.${me.role}`, { defaultValue: me.role }) })}</strong>
            <span>{t('web:games.saboteur.myGold', { count: me.gold.length })}</span>
          </>
        )}
        {view.roundResult !== null && (
          <strong className="round-result" role="status">
            {t(view.roundResult.winner === 'SABOTEURS' ? 'web:games.saboteur.events.roundEndedSaboteurs' : 'web:games.saboteur.events.roundEndedDiggers')}
          </strong>
        )}
      </section>
      <ul className="sab-players" aria-label={t('web:table.players')}>
        {view.players.map((player) => {
          const target = targetSeats?.has(String(player.seat)) ?? false;
          return (
            <li key={player.seat} className={`panel${player.seat === view.current ? ' current' : ''}`} data-seat={player.seat}>
              <strong>{names[player.seat]}</strong>
              <span>{t('web:table.handCount', { count: player.handCount })}</span>
              <span className="tools" aria-label={t('web:games.saboteur.tools')}>
                {TOOLS.map((tool) => {
                  const broken = player.broken[tool] !== undefined;
                  return (
                    <span key={tool} className={`tool${broken ? ' broken' : ''}`} title={t(`web:games.saboteur.toolNames.${tool}`)}>
                      <ToolIcon tool={tool} />
                      <span className="visually-hidden">
                        {t(`web:games.saboteur.toolNames.${tool}`)} {broken ? t('web:games.saboteur.broken') : t('web:games.saboteur.working')}
                      </span>
                    </span>
                  );
                })}
              </span>
              {player.role !== null && <span className="tag">{t(`web:games.saboteur.roles.${player.role}`, { defaultValue: player.role })}</span>}
              {target && (
                <button
                  type="button"
                  className="primary"
                  onClick={() => {
                    builder.choose('target', String(player.seat));
                  }}
                >
                  {t('web:games.saboteur.chooseTarget')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <section className="panel sab-maze">
        <MazeGrid maze={view.maze} peeks={me?.peeks ?? []} targets={targets} preview={preview} onCell={onCell} />
        {placing && rotationChoices.length > 1 && (
          <button type="button" className="rotate" onClick={rotate} data-testid="rotate">
            ⟳ {t('web:games.saboteur.rotate')} ({activeRotation}°)
          </button>
        )}
      </section>
      {me !== null && (
        <section className="panel my-hand" aria-label={t('web:games.regicide.yourHand')}>
          <h2>{t('web:games.regicide.yourHand')}</h2>
          <div className="hand" data-testid="hand">
            {me.hand.map((id) => (
              <SaboteurHandCard
                key={id}
                id={id}
                state={cardState(id)}
                rotation={activeRotation}
                onClick={() => {
                  if (chosenCard === id) return;
                  setRotation(0);
                  const fresh = builder.narrowAt({ picks: [], pending: [] });
                  if (fresh.options.get('card')?.has(id) === true) builder.set({ picks: [[id]], pending: [] });
                  else {
                    // Not on offer: the rules explain why.
                    builder.set({ picks: [], pending: [] });
                    builder.choose('card', id);
                  }
                }}
              />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
