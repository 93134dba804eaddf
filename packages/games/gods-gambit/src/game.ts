import type { GameDef, Seat, Viewer } from '@tavern/engine';
import { actionSchema, type Action } from './actions';
import { findCard } from './cards';
import { determinize } from './determinize';
import { DEFAULT_OPTIONS, optionsSchema, type Options } from './options';
import { outcomeOf } from './outcome';
import { applyAction } from './rules/apply';
import { legalActions } from './rules/legal';
import { setup } from './setup';
import type { State } from './state';
import { allCardsOf, hiddenValuesOf, viewOf, type View } from './view';

const NOBODY: readonly Seat[] = [];

/**
 * The answer given for a seat whose decision times out (spec §5 timing defaults): draw, play nothing,
 * stop, decline, keep the colour, move the single lowest-numbered card.
 */
function timeoutAction(state: State, seat: Seat): Action {
  const legal = legalActions(state, seat);
  const pending = state.pending;
  const pick = (type: Action['type']): Action | undefined =>
    legal.find((action) => action.type === type);
  let chosen: Action | undefined;
  switch (pending.kind) {
    case 'initialColour':
      chosen = { type: 'chooseColour', colour: 'W' };
      break;
    case 'main':
      chosen = pick('draw');
      break;
    case 'postDraw':
      chosen = pick('noPlay');
      break;
    case 'declare':
      chosen = pick('declineSkill');
      break;
    case 'extra':
      chosen = pick('stop');
      break;
    case 'defense':
      chosen = pick('declineDefense');
      break;
    case 'haunt':
      chosen = pick('stop') ?? lowestHaunt(legal);
      break;
    case 'roundOver':
      chosen = pick('startRound');
      break;
    case 'gameOver':
      break;
  }
  const fallback = chosen ?? legal[0];
  if (fallback === undefined) throw new RangeError(`seat ${seat} owes no decision`);
  return fallback;
}

function lowestHaunt(legal: readonly Action[]): Action | undefined {
  let best: Action | undefined;
  let bestNumber = Infinity;
  // Ties keep the first listed card.
  for (const action of legal) {
    if (action.type !== 'haunt') continue;
    const value = findCard(action.card)?.number ?? Infinity;
    if (value < bestNumber) {
      bestNumber = value;
      best = action;
    }
  }
  return best;
}

/** Gods' Gambit as a Tavern game: the rules specification v1.2 (players' version: docs/rules/gods-gambit.md). */
export const game: GameDef<State, Action, View, Options> = {
  id: 'gods-gambit',
  name: "Gods' Gambit",
  rulesVersion: '1.2.0',
  minPlayers: 2,
  maxPlayers: 6,
  maxSteps: 50_000,
  defaultOptions: DEFAULT_OPTIONS,
  optionsSchema,
  actionSchema,
  setup,
  toAct: (state) => (state.pending.kind === 'gameOver' ? NOBODY : [state.pending.seat]),
  legalActions,
  apply: applyAction,
  timeoutAction,
  view: (state, viewer: Viewer) => viewOf(state, viewer),
  determinize,
  outcome: outcomeOf,
  allCards: allCardsOf,
  hiddenValues: hiddenValuesOf,
};
