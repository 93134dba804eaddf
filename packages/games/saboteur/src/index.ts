// The rules
export { game } from './game';
export type { SaboteurState, SaboteurAction, SaboteurOptions, MazeCell, Phase, RoundWinner } from './state';
export type { SaboteurView, MazeEntryView, PlayerView, OwnView } from './view-types';
export { SABOTEUR_ERROR_CODES } from './errors';
export type { SaboteurErrorCode } from './errors';
