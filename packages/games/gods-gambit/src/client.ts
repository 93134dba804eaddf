// Browser-safe exports for the web client: types, card data and labels, words. No rules code.
export type { Action } from './actions';
export type { View, PlayerView, ScoreView, RoundSummaryView } from './view';
export type { Pending, Instance } from './state';
export type { Options } from './options';
export type { CardInfo, Colour, SkillId, CardKind } from './cards';
export { DECK, COLOURS, COLOUR_NAMES, SKILL_NAMES, findCard, cardLabel } from './cards';
export { describeAction, describeError, describeEvent, renderView } from './text';
export { standings } from './outcome';
export type { Standing } from './outcome';
export { reference, referenceFor } from './reference';
