import { asSeat, seededRng, type Action, type AnyGameModule, type TextContext } from '@tavern/engine';
import { createTranslator } from '@tavern/locales';
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
