import type { Action, AnyGameModule, Bot } from '@tavern/engine';
import type { BotKind } from '@tavern/engine/protocol';
import { botForDifficulty, randomBot } from '@tavern/bots';

/**
 * The bot program behind a bot kind, for one game. The searching kinds budget their thinking with
 * the process's monotonic clock (CPU time, not game time), and they search on the event loop.
 * TODO(#7): move searches to a worker pool before offering "hard" bots on a busy server.
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
