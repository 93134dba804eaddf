import type { GameModule } from '@tavern/engine';
import type { RegicideAction } from './actions';
import { heuristicBot } from './bot';
import { game } from './game';
import { searchHints } from './search-hints';
import type { RegicideOptions, RegicideState } from './state';
import { text } from './text';
import type { RegicideView } from './view';

// The game
export { game } from './game';
export { actionSchema } from './actions';
export type { RegicideAction } from './actions';
export type { RegicideState, RegicideOptions, Enemy, Phase, LossReason, SoloGrade } from './state';
export type { RegicideView, EnemyView } from './view';

// Bot, search knowledge and words
export { heuristicBot } from './bot';
export { searchHints } from './search-hints';
export { text, renderView, describeAction, describeEvent, describeError, describeOutcome } from './text';
export { REGICIDE_ERROR_CODES } from './errors';

// UI helpers
export { narrowSelection } from './selection';
export type { SelectionChoices } from './selection';

// Cards and their reference
export { cardLabel, cardValue, compareCards, sortCards } from './cards';
export { reference, referenceFor, REGICIDE_WORDS as referenceWords } from './reference';

/** Regicide for the platform: rules, heuristic bot, terminal words and search hints. */
export const gameModule: GameModule<RegicideState, RegicideAction, RegicideView, RegicideOptions> = {
  def: game,
  heuristicBot,
  text,
  searchHints,
};
