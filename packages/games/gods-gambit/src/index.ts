import type { GameModule } from '@tavern/engine';
import type { Action } from './actions';
import { heuristicBot } from './bot';
import { searchHints } from './search-hints';
import { game } from './game';
import type { Options } from './options';
import type { State } from './state';
import { text } from './text';
import type { View } from './view';

// The game
export { game } from './game';
export { heuristicBot } from './bot';
export { searchHints } from './search-hints';
export { text, renderView, describeAction, describeEvent, describeError, describeOutcome } from './text';
export { GODS_GAMBIT_ERROR_CODES } from './errors';

// Types
export type { Action } from './actions';
export type { State, Pending, Instance, RoundSummary } from './state';
export type { View, PlayerView, ScoreView, RoundSummaryView } from './view';
export type { Options } from './options';

// Data and schemas
export { actionSchema } from './actions';
export { optionsSchema, DEFAULT_OPTIONS, SUBTRACTION_DEFAULT } from './options';
export { DECK, ALL_CARD_IDS, COLOURS, findCard, cardLabel } from './cards';
export { reference, referenceFor, GODS_GAMBIT_WORDS as referenceWords } from './reference';
export type { CardInfo, Colour, SkillId } from './cards';
export { standings } from './outcome';

/** Gods' Gambit for the platform: rules, heuristic bot, words and search knowledge. */
export const gameModule: GameModule<State, Action, View, Options> = {
  def: game,
  heuristicBot,
  text,
  searchHints,
};
