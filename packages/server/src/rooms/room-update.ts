import { eventsFor, type GameEvent, type Outcome, type Viewer } from '@tavern/engine';
import type { Deadline, UpdateMessage } from '@tavern/engine/protocol';
import type { ErasedGame, ErasedMatch } from './room-types';

/** The update one viewer receives: its own view, its share of the events, its legal actions. */
export function buildUpdate(
  game: ErasedGame,
  match: ErasedMatch,
  viewer: Viewer,
  events: readonly GameEvent[],
  deadlines: Deadline[],
): UpdateMessage {
  const state = match.state;
  const toAct = game.toAct(state);
  const owes = viewer !== 'spectator' && toAct.includes(viewer);
  return {
    type: 'update',
    version: match.version,
    view: game.view(state, viewer),
    events: eventsFor(events, viewer),
    legal: owes ? (game.legalActions(state, viewer) as UpdateMessage['legal']) : [],
    toAct: [...toAct],
    outcome: wireOutcome(game.outcome(state)),
    deadlines,
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
