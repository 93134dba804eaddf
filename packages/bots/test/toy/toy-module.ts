import type { Bot, GameModule } from '@tavern/engine';
import { toyGame, type ToyAction, type ToyState, type ToyView } from './toy-game';

/**
 * A sensible heuristic: play the card whose colour you hold most of (keeping options open), a 1
 * when the next seat is close to going out; draw only when nothing matches.
 */
export const toyHeuristicBot: Bot<ToyView, ToyAction> = ({ seat, view, legal }) => {
  const plays = legal.filter((a): a is Extract<ToyAction, { type: 'play' }> => a.type === 'play');
  if (plays.length === 0) return legal[0] as ToyAction;
  const colourCount = (colour: string | undefined) => view.hand.filter((c) => c[0] === colour).length;
  const nextCount = view.handCounts[(seat + 1) % view.handCounts.length] ?? 99;
  let best = plays[0] as Extract<ToyAction, { type: 'play' }>;
  let bestScore = -Infinity;
  for (const play of plays) {
    const score = colourCount(play.card[0]) + (play.card[1] === '1' && nextCount <= 2 ? 5 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = play;
    }
  }
  return best;
};

/** The toy game as a module, the shape every Tavern game exports. */
export const toyModule: GameModule<ToyState, ToyAction, ToyView, Record<string, never>> = {
  def: toyGame,
  heuristicBot: toyHeuristicBot,
  text: {
    renderView: (view) => `hand ${view.hand.join(' ')} | top ${view.pile[view.pile.length - 1] ?? '-'}`,
    describeAction: (action) => (action.type === 'play' ? `Play ${action.card}` : action.type),
    describeEvent: (event) => event.type,
  },
};
