import { asSeat, type Action, type AnyGameModule } from '@tavern/engine';
import type { ErasedMatch } from './room-types';

/** An action in words, for bug reports; never throws. */
export function describeForLog(
  module: AnyGameModule,
  match: ErasedMatch,
  seat: number,
  action: Action,
): string {
  try {
    return module.text.describeAction(action, module.def.view(match.state, asSeat(seat)));
  } catch {
    return action.type;
  }
}
