// The game definition
export { game, actionSchema } from './game';
export type { SgsState as State, Action, Options } from './types';
export type { SgsView as View } from './view';
