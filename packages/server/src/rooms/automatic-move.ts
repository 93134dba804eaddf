import { asSeat, type Action, type AnyGameModule, type TextContext } from '@tavern/engine';
import { createTranslator } from '@tavern/locales';
import type { ErasedMatch } from './room-types';

// Bug reports are read by the people running the server, in English; seats are named by number.
const LOG_WORDS: TextContext = { t: createTranslator('en'), names: [] };

/** An action in words, for bug reports; never throws. */
export function describeForLog(
  module: AnyGameModule,
  match: ErasedMatch,
  seat: number,
  action: Action,
): string {
  try {
    return module.text.describeAction(action, module.def.view(match.state, asSeat(seat)), LOG_WORDS);
  } catch {
    return action.type;
  }
}
