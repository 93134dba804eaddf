import { randomBot } from '@tavern/bots';
import type { Action, AnyGameModule, Bot } from '@tavern/engine';

/** The bot kinds the command line accepts. */
export const BOT_KINDS = ['random', 'heuristic'] as const;
export type BotKind = (typeof BOT_KINDS)[number];

/** Parses a bot kind, with an error that lists the accepted ones. */
export function parseBotKind(text: string): BotKind {
  const kind = BOT_KINDS.find((k) => k === text);
  if (kind === undefined) throw new Error(`Unknown bot "${text}". Bots: ${BOT_KINDS.join(', ')}.`);
  return kind;
}

/** A bot of `kind` for `module`. */
export function makeBot(module: AnyGameModule, kind: BotKind): Bot<unknown, Action> {
  switch (kind) {
    case 'random':
      return randomBot<unknown, Action>();
    case 'heuristic':
      return (input) => module.heuristicBot(input);
  }
}
