import { BOT_KINDS, type BotKind, type RoomInfo, type WireViewer } from '@tavern/engine/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatRelayMessage } from '@tavern/engine/protocol';
import type { RoomConnection, ShownError } from '../api/room-connection';
import { ChatPanel } from '../chat/ChatPanel';
import { RulesButton } from '../rules/RulesPanel';
import { errorWords } from '../table/error-words';
import { InviteButton } from './InviteButton';
import { SeatBadge } from './SeatBadge';

/** Bot kinds, easiest first as people would pick them. */
const BOTS: readonly BotKind[] = (['heuristic', 'normal', 'hard', 'random'] as const).filter((kind) => kind in BOT_KINDS);

/** Before the start: seats fill with people (invite link) or bots (host), then the host starts. */
export function WaitingRoom(props: {
  readonly connection: RoomConnection;
  readonly room: RoomInfo;
  readonly viewer: WireViewer;
  readonly error: ShownError | null;
  readonly chat: readonly ChatRelayMessage[];
}) {
  const { t } = useTranslation();
  const { room, viewer, connection } = props;
  const isHost = viewer === room.hostSeat;
  const [bot, setBot] = useState<BotKind>('heuristic');
  const full = room.seats.every((s) => s.kind !== 'empty');
  const gameName = t(`games.${room.game}.name`, { defaultValue: room.gameName });
  const spectator = viewer === 'spectator';
  return (
    <div className="waiting-layout">
    <section className="panel waiting" aria-labelledby="waiting-title">
      <h1 id="waiting-title">
        {gameName} · {t('room.waiting')}
      </h1>
      {spectator ? (
        <p className="tag watching" data-testid="watching">
          {t('room.watching')}
        </p>
      ) : (
        <InviteButton roomId={room.id} />
      )}
      <RulesButton game={room.game} gameName={gameName} />
      {isHost && (
        <label htmlFor="bot-kind">
          {t('room.botKind')}
          <select
            id="bot-kind"
            value={bot}
            onChange={(e) => {
              setBot(e.target.value as BotKind);
            }}
          >
            {BOTS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`room.botKinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <ol className="seat-list">
        {room.seats.map((seat) => (
          <li key={seat.seat} data-seat={seat.seat}>
            <span className="seat-number">{t('room.seat', { n: seat.seat + 1 })}</span>
            <SeatBadge seat={seat} isYou={seat.seat === viewer} isHost={seat.seat === room.hostSeat} />
            {isHost && seat.kind !== 'empty' && seat.seat !== room.hostSeat && (
              <button
                type="button"
                data-testid="remove-seat"
                onClick={() => {
                  connection.send({ type: 'removeSeat', seat: seat.seat });
                }}
              >
                {seat.kind === 'bot' ? t('room.removeBot', { name: seat.name }) : t('room.removePlayer', { name: seat.name })}
              </button>
            )}
            {isHost && seat.kind === 'empty' && (
              <button
                type="button"
                onClick={() => {
                  connection.send({ type: 'addBot', seat: seat.seat, bot });
                }}
              >
                {t('room.addBot')}
              </button>
            )}
          </li>
        ))}
      </ol>
      {props.error !== null && (
        <p role="alert" className="error-text">
          {errorWords(room.game, props.error, room.seats.map((s) => s.name ?? t('room.seat', { n: s.seat + 1 })))}
        </p>
      )}
      {isHost ? (
        <button
          type="button"
          className="primary"
          disabled={!full}
          onClick={() => {
            connection.send({ type: 'start' });
          }}
        >
          {t('room.start')}
        </button>
      ) : (
        <p>{viewer === 'spectator' ? t('room.spectating') : t('room.waitHost')}</p>
      )}
      {isHost && !full && (
        <p className="muted" data-testid="start-why">
          {t('room.fillSeats')}
        </p>
      )}
    </section>
    <ChatPanel lines={props.chat} onSend={(text) => connection.chat(text)} />
    </div>
  );
}
