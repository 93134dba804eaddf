import type { RoomInfo, WireViewer } from '@tavern/engine/protocol';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAutoPassChoice } from '../api/auto-pass-choice';
import type { RoomConnection, RoomSnapshot } from '../api/room-connection';
import { EMPTY_BUILDER } from '../builder/model';
import { ChatPanel } from '../chat/ChatPanel';
import { GenericView } from '../games/generic/GenericView';
import { gameUiFor, tableSlotsOf } from '../games/registry';
import type { WireAction } from '../games/types';
import { InviteButton } from '../room/InviteButton';
import { RulesButton } from '../rules/RulesPanel';
import { ActionPanel } from './ActionPanel';
import { CardHelp } from './CardHelp';
import { ErrorToast } from './ErrorToast';
import { GameLog, lastMover } from './GameLog';
import { PlayersBar } from './PlayersBar';
import { PromptPanel } from './PromptPanel';
import { Results } from './Results';
import { seatNames } from './seat-names';
import { SummaryPauseBanner } from './SummaryPauseBanner';
import { TimedOutNotice } from './TimedOutNotice';
import { useBuilder } from './useBuilder';
import { loadSoundChoice, saveSoundChoice, useDecisionAlert } from './useDecisionAlert';

const NO_ACTIONS: readonly WireAction[] = [];

/** The table of a started game: players, prompt, the game's own table, moves, log, chat and results. */
export function TableScreen(props: {
  readonly connection: RoomConnection;
  readonly snapshot: RoomSnapshot;
  readonly room: RoomInfo;
  readonly viewer: WireViewer;
}) {
  const { t } = useTranslation();
  const { connection, snapshot, room, viewer } = props;
  const ui = gameUiFor(room.game);
  const update = snapshot.update;
  const legal: readonly WireAction[] = update?.legal ?? NO_ACTIONS;
  const view = update?.view ?? null;
  const [sound, setSound] = useState(loadSoundChoice);
  const [autoPassOn, setAutoPassOn] = useState(loadAutoPassChoice);
  const autoPass = useMemo(
    () => ({
      on: autoPassOn,
      set: (on: boolean) => {
        setAutoPassOn(on);
        connection.setAutoPass(on);
      },
    }),
    [autoPassOn, connection],
  );
  const act = useCallback(
    (action: WireAction) => {
      connection.act(action);
    },
    [connection],
  );
  const builder = useBuilder(ui, legal, view, update?.version ?? -1, act);
  const { set: setBuilder } = builder;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setBuilder(EMPTY_BUILDER);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  });
  const dismiss = useCallback(() => {
    connection.dismissError();
  }, [connection]);
  const gameName = t(`web:games.${room.game}.name`, { defaultValue: room.gameName });
  const mine = viewer !== 'spectator' && update !== null && update.outcome === null && update.toAct.includes(viewer);
  useDecisionAlert(mine, `${gameName} · ${t('web:app.title')}`, t('web:table.yourTurn'), sound, update?.version ?? -1);

  if (update === null) return <p>{t('web:app.loading')}</p>;
  const spectator = viewer === 'spectator';
  const names = seatNames(room, (n) => t('web:room.seat', { n }));
  const waitingFor = update.toAct.filter((seat) => seat !== viewer).map((seat) => names[seat] ?? t('web:room.seat', { n: seat + 1 }));
  const myDeadline = update.deadlines.find((d) => d.seat === viewer)?.at ?? null;
  const isHost = viewer === room.hostSeat;
  const Table = ui.Table;
  const Summary = ui.Summary;
  return (
    <div className={`table-screen game-${room.game}`} data-version={update.version}>
      <div className="table-top">
        <h1 className="table-title">{gameName}</h1>
        {spectator ? (
          <span className="tag watching" data-testid="watching">
            {t('web:room.watching')}
          </span>
        ) : (
          <InviteButton roomId={room.id} />
        )}
        <RulesButton game={room.game} gameName={gameName} />
        <label className="check sound-choice" htmlFor="sound-choice">
          <input
            id="sound-choice"
            type="checkbox"
            checked={sound}
            onChange={(event) => {
              setSound(event.target.checked);
              saveSoundChoice(event.target.checked);
            }}
          />
          {t('web:table.sound')}
        </label>
      </div>
      <PlayersBar
        room={room}
        viewer={viewer}
        toAct={update.outcome === null ? update.toAct : []}
        deadlines={update.deadlines}
        lastSeat={lastMover(snapshot.log)}
        onSeatBot={
          isHost && update.outcome === null
            ? (seat, bot) => {
                connection.send({ type: 'seatBot', seat, bot });
              }
            : null
        }
      />
      <TimedOutNotice
        notice={snapshot.timedOut}
        ui={ui}
        view={view}
        names={names}
        onDismiss={() => {
          connection.dismissTimedOut();
        }}
      />
      {update.outcome === null ? (
        <PromptPanel
          mine={mine}
          spectator={spectator}
          urgent={mine && ui.urgent?.(view) === true}
          prompt={mine ? (ui.prompt?.(view, legal, [...builder.state.picks.flat(), ...builder.state.pending], names) ?? null) : null}
          deadline={myDeadline}
          limitSeconds={room.turnSeconds}
          waitingFor={waitingFor}
        />
      ) : (
        <Results
          outcome={update.outcome}
          room={room}
          viewer={viewer}
          names={names}
          rematchRoomId={snapshot.rematchRoomId}
          onRematch={
            isHost
              ? () => {
                  connection.send({ type: 'rematch' });
                }
              : null
          }
        />
      )}
      <SummaryPauseBanner
        until={update.outcome === null ? update.pauseUntil : undefined}
        canContinue={!spectator}
        version={update.version}
        onContinue={() => {
          connection.send({ type: 'continue' });
        }}
      />
      {Summary !== undefined && <Summary view={view} viewer={viewer} names={names} outcome={update.outcome} />}
      <ErrorToast error={snapshot.error} game={room.game} names={names} onDismiss={dismiss} />
      <div className="table-body">
        <CardHelp game={room.game}>
          <div className="table-area">
            {Table === undefined ? (
              <GenericView view={view} />
            ) : (
              <Table view={view} viewer={viewer} room={room} legal={legal} toAct={update.toAct} builder={builder} names={names} act={act} autoPass={autoPass} />
            )}
            {update.outcome === null && !spectator && (
              <ActionPanel ui={ui} view={view} builder={builder} tableSlots={tableSlotsOf(ui)} onAct={act} hasLegal={legal.length > 0} names={names} />
            )}
          </div>
        </CardHelp>
        <div className="side-panels">
          <GameLog ui={ui} log={snapshot.log} view={view} names={names} />
          <ChatPanel
            lines={snapshot.chat}
            onSend={(text) => connection.chat(text)}
          />
        </div>
      </div>
    </div>
  );
}
