import type { GameInfo } from '@tavern/engine/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listGames } from '../api/rest';
import { CreateRoomForm } from './CreateRoomForm';
import { GamePicker } from './GamePicker';
import { JoinByLink } from './JoinByLink';
import { OpenRooms } from './OpenRooms';
import { RulesButton } from '../rules/RulesPanel';

/** The lobby: pick a game and create a room, or join an open one. */
export function LobbyPage() {
  const { t } = useTranslation();
  const [games, setGames] = useState<readonly GameInfo[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    listGames()
      .then((list) => {
        setGames(list);
        setChosen((current) => current ?? list[0]?.id ?? null);
      })
      .catch((e: unknown) => {
        setError(e ?? new Error('failed'));
      });
  }, [t]);

  const game = games?.find((g) => g.id === chosen) ?? null;
  return (
    <div className="lobby">
      <section className="panel lobby-games" aria-labelledby="choose-game">
        <h1 id="choose-game">{t('web:lobby.chooseGame')}</h1>
        {error !== null && <p role="alert">{t('web:lobby.errorGames')}</p>}
        {games === null && error === null && <p>{t('web:app.loading')}</p>}
        {games !== null && <GamePicker games={games} chosen={chosen} onChoose={setChosen} />}
      </section>
      {game !== null && (
        <section className="panel lobby-create" aria-labelledby="create-room">
          <h2 id="create-room">{t('web:lobby.createRoom')}</h2>
          <RulesButton game={game.id} gameName={t(`web:games.${game.id}.name`, { defaultValue: game.name })} />
          <CreateRoomForm key={game.id} game={game} />
        </section>
      )}
      <section className="panel lobby-rooms" aria-labelledby="open-rooms">
        <h2 id="open-rooms">{t('web:lobby.openRooms')}</h2>
        <OpenRooms />
        <JoinByLink />
      </section>
    </div>
  );
}
