import { asSeat, seededRng, type Action, type AnyGameModule } from '@tavern/engine';
import type { BotKind } from '@tavern/engine/protocol';
import type { Logger } from 'pino';
import type { ErasedGame, ErasedMatch } from './room-types';
import { botFor } from './seat-bots';

/**
 * What a bot in `seat` plays now, decided from that seat's view and legal actions only (never the
 * state), with a generator from `seed` (see `bot-secret.ts`: secret, yet the same after a restart).
 * A bot that throws is logged and replaced by a random legal move. Null if the seat owes nothing.
 */
export function chooseBotMove(
  module: AnyGameModule,
  match: ErasedMatch,
  roomId: string,
  seat: number,
  kind: BotKind,
  seed: string,
  logger: Logger,
): Action | null {
  const game: ErasedGame = module.def;
  const legal = game.legalActions(match.state, asSeat(seat));
  if (legal.length === 0) return null;
  const view = game.view(match.state, asSeat(seat));
  const rng = seededRng(seed);
  try {
    return botFor(module, kind)({ seat: asSeat(seat), view, legal, rng });
  } catch (error) {
    logger.error({ err: error, room: roomId, seat, kind }, 'bot failed; playing a random move');
    return rng.pick(legal);
  }
}

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
