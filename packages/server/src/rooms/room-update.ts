import { eventsFor, type GameEvent, type Outcome, type Viewer } from '@tavern/engine';
import type { Deadline, UpdateMessage } from '@tavern/engine/protocol';
import { legalActionsOf } from './legal-cache';
import type { ErasedGame, ErasedMatch } from './room-types';

/** What every viewer's update shares, computed once per change. */
export interface SharedUpdate {
  readonly version: number;
  readonly toAct: number[];
  readonly outcome: UpdateMessage['outcome'];
  readonly deadlines: Deadline[];
  /** The end of a round summary's pause, if the table is paused. */
  readonly pauseUntil: number | null;
}

/** The parts of an update that are the same for every viewer. */
export function sharedUpdate(
  game: ErasedGame,
  match: ErasedMatch,
  deadlines: Deadline[],
  pauseUntil: number | null = null,
): SharedUpdate {
  return {
    version: match.version,
    toAct: [...game.toAct(match.state)],
    outcome: wireOutcome(game.outcome(match.state)),
    deadlines,
    pauseUntil,
  };
}

/** The update one viewer receives: its own view, its share of the events, its legal actions. */
export function buildUpdate(
  game: ErasedGame,
  match: ErasedMatch,
  shared: SharedUpdate,
  viewer: Viewer,
  events: readonly GameEvent[],
): UpdateMessage {
  const owes = viewer !== 'spectator' && shared.toAct.includes(viewer);
  const decision = viewer === 'spectator' ? null : match.decisionOpenedAt(viewer);
  return {
    type: 'update',
    version: shared.version,
    view: game.view(match.state, viewer),
    events: eventsFor(events, viewer),
    legal: owes ? (legalActionsOf(game, match.state, viewer) as UpdateMessage['legal']) : [],
    ...(owes && decision !== null ? { decision } : {}),
    toAct: shared.toAct,
    outcome: shared.outcome,
    deadlines: shared.deadlines,
    ...(shared.pauseUntil === null ? {} : { pauseUntil: shared.pauseUntil }),
  };
}

function wireOutcome(outcome: Outcome | null): UpdateMessage['outcome'] {
  if (outcome === null) return null;
  return {
    winners: [...outcome.winners],
    label: outcome.label,
    stats: { ...outcome.stats },
    ...(outcome.scores === undefined ? {} : { scores: [...outcome.scores] }),
  };
}
