import type { GameInfo } from '@tavern/engine/protocol';
import { useTranslation } from 'react-i18next';

/** The games on offer, each with a short how-to-play; one is chosen for the new room. */
export function GamePicker(props: {
  readonly games: readonly GameInfo[];
  readonly chosen: string | null;
  readonly onChoose: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="game-picker" role="radiogroup" aria-label={t('web:lobby.chooseGame')}>
      {props.games.map((game) => {
        const checked = game.id === props.chosen;
        return (
          <button
            key={game.id}
            type="button"
            role="radio"
            aria-checked={checked}
            className={`game-choice${checked ? ' chosen' : ''}`}
            data-game={game.id}
            onClick={() => {
              props.onChoose(game.id);
            }}
          >
            <span className="game-name">{t(`web:games.${game.id}.name`, { defaultValue: game.name })}</span>
            <span className="game-players">{t('web:lobby.players', { min: game.minPlayers, max: game.maxPlayers })}</span>
            <span className="game-howto">
              <strong>{t('web:lobby.howToPlay')}: </strong>
              {t(`web:games.${game.id}.howTo`, { defaultValue: '' })}
            </span>
          </button>
        );
      })}
    </div>
  );
}
