import type { SearchHints } from '@tavern/engine';
import type { SgsState } from '../types';
import type { SgsView } from '../view';
import { determinizeWithBelief } from './belief';
import { evaluateForSeat } from './evaluate';

/**
 * What a search needs to know about Sanguosha: games run to hundreds of decisions, so rollouts
 * stop after a few actions and the table is scored by side strength; hidden roles are sampled
 * from what everyone's open conduct suggests; the heuristic's choice is searched first.
 */
export const searchHints: SearchHints<SgsState, SgsView> = {
  evaluate: evaluateForSeat,
  determinize: determinizeWithBelief,
  maxRolloutDepth: 20,
  rootPrior: true,
};
