import { seededRng, type GameDef } from '@tavern/engine';
import { z } from 'zod';
import { actionSchema, type RegicideAction } from './actions';
import { heuristicBot } from './bot';
import { determinize } from './determinize';
import { outcomeOf } from './outcome';
import { applyAction } from './rules/apply';
import { legalActions, toAct } from './rules/legal';
import { setup } from './setup';
import type { RegicideOptions, RegicideState } from './state';
import { allCardsOf, hiddenCards, viewOf, type RegicideView } from './view';

const optionsSchema: z.ZodType<RegicideOptions> = z.strictObject({ firstPlayer: z.number().int().min(0).max(3) });

/** Regicide as a Tavern game: 1 (solo variant) to 4 players, cooperative. */
export const game: GameDef<RegicideState, RegicideAction, RegicideView, RegicideOptions> = {
  id: 'regicide',
  name: 'Regicide',
  rulesVersion: 'regicide-1',
  minPlayers: 1,
  maxPlayers: 4,
  // A bound, not a guess: at most 360 damaging plays (the Castle's total health), at most 3 yields
  // per play, one discard per play or yield, two Jesters (+ hand-offs) per enemy: under 3,000.
  maxSteps: 5000,
  defaultOptions: { firstPlayer: 0 },
  optionsSchema,
  actionSchema,
  setup,
  toAct,
  legalActions,
  apply: applyAction,
  // A player who runs out of time gets the heuristic bot's move (it only reads that seat's view).
  timeoutAction(state, seat) {
    const legal = legalActions(state, seat);
    if (legal.length === 0) throw new Error(`seat ${seat} owes no decision`);
    return heuristicBot({ seat, view: viewOf(state, seat), legal, rng: seededRng('timeout') });
  },
  view: viewOf,
  determinize,
  outcome: outcomeOf,
  allCards: allCardsOf,
  hiddenValues: hiddenCards,
};
