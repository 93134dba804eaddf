import type { Action, AnyGameModule, Bot } from '@tavern/engine';
import type { BotKind } from '@tavern/engine/protocol';
import { botForDifficulty, randomBot } from '@tavern/bots';

/**
 * The bot program behind a bot kind, for one game, run in the calling thread. Rooms run only the
 * cheap kinds this way; the searching kinds (their iterations per game, a ceiling on the process's
 * monotonic clock) run on the bot pool's worker threads (`bot-move.ts`), which decide exactly as
 * this does for the same input.
 */
export function botFor(module: AnyGameModule, kind: BotKind): Bot<unknown, Action> {
  switch (kind) {
    case 'random':
      return randomBot<unknown, Action>();
    case 'heuristic':
      return (input) => module.heuristicBot(input);
    case 'normal':
    case 'hard':
      return botForDifficulty(module, kind, () => performance.now());
  }
}
