import { DEFAULT_TURN_SECONDS, type GameInfo } from '@tavern/engine/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createRoom } from '../api/rest';
import { requestErrorWords } from '../table/error-words';
import { loadName, saveName, saveSeat } from '../api/seat-store';
import { navigate } from '../app/router';
import { OptionsEditor, type OptionValues } from './OptionsEditor';

function asOptions(value: unknown): OptionValues {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as OptionValues) : {};
}

/** Creates a room for the chosen game; the creator takes seat 0 and lands in the room. */
export function CreateRoomForm(props: { readonly game: GameInfo }) {
  const { t } = useTranslation();
  const { game } = props;
  const [name, setName] = useState(loadName);
  const [seats, setSeats] = useState(Math.min(Math.max(2, game.minPlayers), game.maxPlayers));
  const [isPublic, setPublic] = useState(true);
  const [turnSeconds, setTurnSeconds] = useState(DEFAULT_TURN_SECONDS);
  const [options, setOptions] = useState<OptionValues>(() => asOptions(game.defaultOptions));
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = () => {
    setBusy(true);
    setError(null);
    saveName(name.trim());
    const hasOptions = typeof game.defaultOptions === 'object' && game.defaultOptions !== null;
    createRoom({
      game: game.id,
      seats,
      name: name.trim(),
      public: isPublic,
      turnSeconds,
      ...(hasOptions ? { options } : {}),
    })
      .then((created) => {
        saveSeat(created.roomId, { seat: created.seat, token: created.token });
        navigate(created.invitePath);
      })
      .catch((e: unknown) => {
        setError(e ?? new Error('failed'));
        setBusy(false);
      });
  };

  const seatChoices = Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i);
  return (
    <form
      className="create-room"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor="create-name">
        {t('web:lobby.yourName')}
        <input
          id="create-name"
          required
          maxLength={24}
          value={name}
          autoComplete="nickname"
          onChange={(e) => {
            setName(e.target.value);
          }}
        />
      </label>
      <label htmlFor="create-seats">
        {t('web:lobby.seats')}
        <select
          id="create-seats"
          value={seats}
          onChange={(e) => {
            setSeats(Number(e.target.value));
          }}
        >
          {seatChoices.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor="create-timer">
        {t('web:lobby.turnSeconds')}
        <input
          id="create-timer"
          type="number"
          min={0}
          max={3600}
          value={turnSeconds}
          onChange={(e) => {
            setTurnSeconds(Math.max(0, Math.floor(Number(e.target.value) || 0)));
          }}
        />
      </label>
      <label className="check" htmlFor="create-public">
        <input
          id="create-public"
          type="checkbox"
          checked={isPublic}
          onChange={(e) => {
            setPublic(e.target.checked);
          }}
        />
        {t('web:lobby.public')}
      </label>
      <OptionsEditor game={game.id} schema={game.optionsSchema} seats={seats} value={options} onChange={setOptions} />
      {error !== null && (
        <p role="alert" className="error-text">
          {requestErrorWords(error, game.id)}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy || name.trim() === ''}>
        {t('web:lobby.create')}
      </button>
    </form>
  );
}
