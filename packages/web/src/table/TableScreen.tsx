import type { RoomInfo, WireViewer } from '@tavern/engine/protocol';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomConnection, RoomSnapshot } from '../api/room-connection';
import { EMPTY_BUILDER } from '../builder/model';
import { GenericView } from '../games/generic/GenericView';
import { gameUiFor, tableSlotsOf } from '../games/registry';
import type { WireAction } from '../games/types';
import { InviteButton } from '../room/InviteButton';
import { ActionPanel } from './ActionPanel';
import { ErrorToast } from './ErrorToast';
import { GameLog } from './GameLog';
import { PlayersBar } from './PlayersBar';
import { PromptPanel } from './PromptPanel';
import { Results } from './Results';
import { seatNames } from './seat-names';
import { useBuilder } from './useBuilder';

const NO_ACTIONS: readonly WireAction[] = [];

/** The table of a started game: players, prompt, the game's own table, moves, log and results. */
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

  if (update === null) return <p>{t('app.loading')}</p>;
  const mine = viewer !== 'spectator' && update.toAct.includes(viewer);
  const waitingFor = update.toAct
    .filter((seat) => seat !== viewer)
    .map((seat) => room.seats[seat]?.name ?? t('room.seat', { n: seat + 1 }));
  const myDeadline = update.deadlines.find((d) => d.seat === viewer)?.at ?? null;
  const names = seatNames(room, (n) => t('room.seat', { n }));
  const Table = ui.Table;
  return (
    <div className={`table-screen game-${room.game}`} data-version={update.version}>
      <div className="table-top">
        <h1 className="table-title">{t(`games.${room.game}.name`, { defaultValue: room.gameName })}</h1>
        <InviteButton roomId={room.id} />
      </div>
      <PlayersBar room={room} viewer={viewer} toAct={update.toAct} deadlines={update.deadlines} />
      {update.outcome === null ? (
        <PromptPanel mine={mine} prompt={mine ? (ui.prompt?.(view, legal) ?? null) : null} deadline={myDeadline} waitingFor={waitingFor} />
      ) : (
        <Results outcome={update.outcome} room={room} viewer={viewer} />
      )}
      <ErrorToast error={snapshot.error} onDismiss={dismiss} />
      <div className="table-body">
        <div className="table-area">
          {Table === undefined ? (
            <GenericView view={view} />
          ) : (
            <Table view={view} viewer={viewer} room={room} legal={legal} toAct={update.toAct} builder={builder} names={names} />
          )}
          {update.outcome === null && viewer !== 'spectator' && (
            <ActionPanel ui={ui} view={view} builder={builder} tableSlots={tableSlotsOf(ui)} onAct={act} hasLegal={legal.length > 0} names={names} />
          )}
        </div>
        <GameLog ui={ui} log={snapshot.log} view={view} names={names} />
      </div>
    </div>
  );
}
