/** The Saboteur GameDef: the rules wired to the engine contract. */
import { invariant, type GameDef, type Seat } from '@tavern/engine';
import { determinize } from './determinize';
import { allCards, hiddenValues } from './hidden';
import { outcomeOf } from './outcome';
import { applyAction } from './rules/apply';
import { legalActions, seatToAct } from './rules/legal';
import { actionSchema, optionsSchema } from './schema';
import { DEFAULT_OPTIONS, setupGame } from './setup';
import type { SaboteurAction, SaboteurOptions, SaboteurState } from './state';
import { viewOf } from './view';
import type { SaboteurView } from './view-types';

/** Saboteur, base game, 3–10 players over three rounds. */
export const game: GameDef<SaboteurState, SaboteurAction, SaboteurView, SaboteurOptions> = {
  id: 'saboteur',
  name: 'Saboteur',
  rulesVersion: 'saboteur-1',
  minPlayers: 3,
  maxPlayers: 10,
  // Three rounds of at most 67 cards, 9 gold picks and a deal each.
  maxSteps: 300,
  defaultOptions: DEFAULT_OPTIONS,
  optionsSchema,
  actionSchema,
  setup: setupGame,
  toAct: seatToAct,
  legalActions,
  apply: applyAction,
  timeoutAction(state: SaboteurState, seat: Seat): SaboteurAction {
    // A timed-out player discards their last card (or takes the first gold card, or deals).
    const legal = legalActions(state, seat);
    const pass = legal.findLast((action) => action.type === 'discard');
    const choice = pass ?? legal[0];
    invariant(choice !== undefined, `seat ${seat} owes no decision, so it cannot time out`);
    return choice;
  },
  view: viewOf,
  determinize,
  outcome: outcomeOf,
  allCards,
  hiddenValues,
};
