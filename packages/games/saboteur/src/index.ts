import type { GameModule } from '@tavern/engine';
import { heuristicBot } from './bot';
import { searchHints } from './search/hints';
import { game } from './game';
import type { SaboteurAction, SaboteurOptions, SaboteurState } from './state';
import { text } from './text';
import type { SaboteurView } from './view-types';

// The rules
export { game } from './game';
export type { SaboteurState, SaboteurAction, SaboteurOptions, MazeCell, Phase, RoundWinner } from './state';
export type { SaboteurView, MazeEntryView, PlayerView, OwnView, RoundResultView, DistributionView } from './view-types';
export { SABOTEUR_ERROR_CODES } from './errors';
export type { SaboteurErrorCode } from './errors';

// Bot, words and the card reference
export { heuristicBot } from './bot';
export { text, renderView, describeAction, describeEvent, describeError, describeOutcome } from './text';
export { reference, referenceFor, cardName, SABOTEUR_WORDS as referenceWords } from './reference';

/** Everything the platform needs: rules, heuristic bot, terminal words and search knowledge. */
export const gameModule: GameModule<SaboteurState, SaboteurAction, SaboteurView, SaboteurOptions> = {
  def: game,
  heuristicBot,
  text,
  searchHints,
};
