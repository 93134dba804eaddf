/** Saboteur's own knowledge for searches (`GameModule.searchHints`). */
import type { SearchHints } from '@tavern/engine';
import type { SaboteurState } from '../state';
import type { SaboteurView } from '../view-types';
import { determinizeWithBelief, roleLikelihood } from './belief';
import { evaluateState } from './evaluate';

/**
 * Evaluation from the real maze; roles sampled from a belief over public plays; no rollout (the
 * evaluation right after the tree measured better than 5- or 15-action heuristic rollouts at the
 * same CPU cost); a small exploration constant, because evaluations of sibling actions differ by
 * hundredths; the root widened from the heuristic's choice. Measurements: README.md, "Search".
 */
export const searchHints: SearchHints<SaboteurState, SaboteurView> = {
  evaluate: evaluateState,
  belief: roleLikelihood,
  determinize: determinizeWithBelief,
  maxRolloutDepth: 0,
  exploration: 0.1,
  rootPrior: true,
};
