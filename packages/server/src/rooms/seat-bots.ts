import type { Action, AnyGameModule, Bot } from '@tavern/engine';
import type { BotKind } from '@tavern/engine/protocol';
import { randomBot } from '@tavern/bots';

/** The bot program behind a bot kind, for one game. */
export function botFor(module: AnyGameModule, kind: BotKind): Bot<unknown, Action> {
  switch (kind) {
    case 'random':
      return randomBot<unknown, Action>();
    case 'heuristic':
      return (input) => module.heuristicBot(input);
  }
}
