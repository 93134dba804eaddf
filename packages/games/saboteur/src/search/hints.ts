/** Saboteur's own knowledge for searches (`GameModule.searchHints`). */
import type { SearchHints } from '@tavern/engine';
import type { SaboteurState } from '../state';
import type { SaboteurView } from '../view-types';
import { determinizeWithBelief, roleLikelihood } from './belief';
import { evaluateState } from './evaluate';

/**
 * Evaluation from the real maze; roles sampled from a belief over public plays; rollouts capped so
 * the evaluation does most of the work; the root widened from the heuristic's choice.
 */
export const searchHints: SearchHints<SaboteurState, SaboteurView> = {
  evaluate: evaluateState,
  belief: roleLikelihood,
  determinize: determinizeWithBelief,
  maxRolloutDepth: 15,
  rootPrior: true,
};
