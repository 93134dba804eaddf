// Browser-safe exports for the web client: view and action types, card data and labels, words.
export type { SaboteurAction, SaboteurOptions, Phase, RoundWinner } from './state';
export type { SaboteurView, MazeEntryView, PlayerView, OwnView, RoundResultView, DistributionView } from './view-types';
export type { Tool, Role, PathShape } from './cards';
export { getCardInfo, getPathShape, nuggetValue, GOAL_POSITIONS, TOOLS } from './cards';
export { cardLabel, pathGlyph, pathCell, toolName } from './labels';
export { describeAction, describeError, describeEvent, renderMaze } from './text';
export { maskAt, SIDES, SIDE_BIT } from './geometry';
export { reference, referenceFor, cardName } from './reference';
