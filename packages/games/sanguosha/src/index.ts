import type { GameModule } from '@tavern/engine';
import { heuristicBot } from './bot';
import { searchHints } from './search/hints';
import { game } from './game';
import { text } from './text';
import type { Action, Options, SgsState } from './types';
import type { SgsView } from './view';

// The game definition
export { game, actionSchema } from './game';
export type { SgsState as State, Action, Options, Ask } from './types';
export type { SgsView as View } from './view';
export { GENERALS } from './generals';
export type { GeneralDef } from './generals';

// Bot, words and the card reference
export { heuristicBot } from './bot';
export { text, renderView, describeAction, describeEvent } from './text';
export { reference, referenceFor, SANGUOSHA_WORDS as referenceWords } from './reference';

// Search knowledge for bots (evaluation, role belief from open conduct)
export { searchHints } from './search/hints';

/** Everything the platform needs: rules, heuristic bot, words, search hints. */
export const gameModule: GameModule<SgsState, Action, SgsView, Options> = { def: game, heuristicBot, text, searchHints };
