// The game
export { game } from './game';
export type { RegicideState, RegicideOptions, Enemy, Phase, LossReason, SoloGrade } from './state';
export type { RegicideAction } from './actions';
export { actionSchema } from './actions';
export type { RegicideView, EnemyView } from './view';
