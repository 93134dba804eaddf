// Baseline bots
export { randomBot } from './random-bot';
