import { contestantBot, parseContestant } from '@tavern/bots';
import type { Action, AnyGameModule, Bot } from '@tavern/engine';

/** A bot named as on the command line: random, heuristic, or ismcts[:100ms|:1000] (iterations). */
export type BotKind = string;

const now = (): number => performance.now();

/** Checks a bot name, with an error that lists the accepted ones. */
export function parseBotKind(text: string): BotKind {
  parseContestant(text);
  return text;
}

/** A bot of `kind` for `module`; searching bots think against this process's clock. */
export function makeBot(module: AnyGameModule, kind: BotKind): Bot<unknown, Action> {
  return contestantBot(module, kind, now);
}
