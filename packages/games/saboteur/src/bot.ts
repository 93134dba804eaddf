/** The heuristic bot: scores every legal action from its own view and plays the best. */
import type { Bot } from '@tavern/engine';
import { scoreAction, situation } from './bot/scoring';
import type { SaboteurAction } from './state';
import type { SaboteurView } from './view-types';

/** A gold-digger extends towards the likely gold and repairs allies; a saboteur blocks and breaks tools. */
export const heuristicBot: Bot<SaboteurView, SaboteurAction> = ({ seat, view, legal, rng }) => {
  const first = legal[0];
  if (first === undefined || legal.length === 1) return first as SaboteurAction;
  const s = situation(view, seat);
  let best = first;
  let bestScore = -Infinity;
  for (const action of legal) {
    // A little noise breaks ties, so equal choices do not always fall the same way.
    const score = scoreAction(s, action) + rng.float() * 0.5;
    if (score > bestScore) {
      best = action;
      bestScore = score;
    }
  }
  return best;
};
