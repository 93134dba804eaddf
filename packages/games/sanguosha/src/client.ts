// Browser-safe exports for the web client: view and action types, card and general labels, words.
export { cardLabel, CARD_TITLE, DECK, findCard } from './cards';
export type { CardDef, CardName, Suit } from './cards';
export { GENERALS } from './generals';
export type { GeneralDef } from './generals';
export { askText, describeAction, describeError, describeEvent, describeOutcome, renderView } from './text';
export { isLordSkill, wordsOf } from './text/words';
export type { Words } from './text/words';
export { HIDDEN_CARD } from './view';
export type { SgsView, PlayerView, FrameView } from './view';
export type { Action, Ask, Options } from './types';
export { reference, referenceFor } from './reference';
