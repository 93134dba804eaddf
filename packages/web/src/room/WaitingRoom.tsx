import { BOT_KINDS, type BotKind, type RoomInfo, type WireViewer } from '@tavern/engine/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatRelayMessage } from '@tavern/engine/protocol';
import type { RoomConnection, ShownError } from '../api/room-connection';
import { ChatPanel } from '../chat/ChatPanel';
import { RulesButton } from '../rules/RulesPanel';
import { errorWords } from '../table/error-words';
import { seatDisplayName } from './seat-name';
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
  const gameName = t(`web:games.${room.game}.name`, { defaultValue: room.gameName });
  const spectator = viewer === 'spectator';
  return (
    <div className="waiting-layout">
    <section className="panel waiting" aria-labelledby="waiting-title">
      <h1 id="waiting-title">
        {gameName} · {t('web:room.waiting')}
      </h1>
      {spectator ? (
        <p className="tag watching" data-testid="watching">
          {t('web:room.watching')}
        </p>
      ) : (
        <InviteButton roomId={room.id} />
      )}
      <RulesButton game={room.game} gameName={gameName} />
      {isHost && (
        <label htmlFor="bot-kind">
          {t('web:room.botKind')}
          <select
            id="bot-kind"
            value={bot}
            onChange={(e) => {
              setBot(e.target.value as BotKind);
            }}
          >
            {BOTS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`web:room.botKinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <ol className="seat-list">
        {room.seats.map((seat) => (
          <li key={seat.seat} data-seat={seat.seat}>
            <span className="seat-number">{t('web:room.seat', { n: seat.seat + 1 })}</span>
            <SeatBadge seat={seat} isYou={seat.seat === viewer} isHost={seat.seat === room.hostSeat} />
            {isHost && seat.kind !== 'empty' && seat.seat !== room.hostSeat && (
              <button
                type="button"
                data-testid="remove-seat"
                onClick={() => {
                  connection.send({ type: 'removeSeat', seat: seat.seat });
                }}
              >
                {seat.kind === 'bot' ? t('web:room.removeBot', { name: seatDisplayName(seat) }) : t('web:room.removePlayer', { name: seatDisplayName(seat) })}
              </button>
            )}
            {isHost && seat.kind === 'empty' && (
              <button
                type="button"
                onClick={() => {
                  connection.send({ type: 'addBot', seat: seat.seat, bot });
                }}
              >
                {t('web:room.addBot')}
              </button>
            )}
          </li>
        ))}
      </ol>
      {props.error !== null && (
        <p role="alert" className="error-text">
          {errorWords(room.game, props.error, room.seats.map((s) => seatDisplayName(s) ?? t('web:room.seat', { n: s.seat + 1 })))}
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
          {t('web:room.start')}
        </button>
      ) : (
        <p>{viewer === 'spectator' ? t('web:room.spectating') : t('web:room.waitHost')}</p>
      )}
      {isHost && !full && (
        <p className="muted" data-testid="start-why">
          {t('web:room.fillSeats')}
        </p>
      )}
    </section>
    <ChatPanel lines={props.chat} onSend={(text) => connection.chat(text)} />
    </div>
  );
}
