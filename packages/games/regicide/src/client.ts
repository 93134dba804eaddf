// Browser-safe exports for the web client: types, card labels and words; no rules code.
export type { RegicideAction } from './actions';
export type { RegicideView, EnemyView } from './view';
export type { Phase, LossReason, SoloGrade } from './state';
export { cardLabel, cardValue, compareCards, sortCards, suitName, suitSymbol, SUITS, JESTERS } from './cards';
export type { Suit } from './cards';
export { describeAction, describeError, describeEvent, renderView } from './text';
export { narrowSelection } from './selection';
export type { SelectionChoices } from './selection';
export { reference, referenceFor } from './reference';
