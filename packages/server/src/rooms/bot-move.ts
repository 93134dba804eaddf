import { asSeat, seededRng, type Action, type AnyGameModule } from '@tavern/engine';
import type { BotKind } from '@tavern/engine/protocol';
import { searchBudget, type SearchBudget, type SearchingDifficulty } from '@tavern/bots';
import type { Logger } from 'pino';
import type { BotPool } from './bot-pool/bot-pool';
import { legalActionsOf } from './legal-cache';
import type { ErasedGame, ErasedMatch } from './room-types';
import { botFor } from './seat-bots';

/** The room a bot plays in, as its decision needs it. */
export interface BotRoom {
  readonly id: string;
  /** The address the room was created from (for the pool's per-address limit). */
  readonly creatorAddress: string;
}

/** Where searching bots think, and how much. */
export interface BotMoveDeps {
  readonly pool: BotPool;
  readonly logger: Logger;
  /** The levels' budgets per game; `searchBudget` (the levels players choose) unless replaced. */
  readonly budgetOf?: (gameId: string, level: SearchingDifficulty) => SearchBudget;
}

/**
 * What a bot in `seat` plays now, decided from that seat's view and legal actions only (never the
 * state), with a generator from `seed` (see `bot-secret.ts`: secret, yet the same after a restart).
 * The searching kinds (normal, hard) search on the pool's worker threads; when the pool refuses
 * (saturated, or the room's or address's share used up) the game's heuristic bot decides instead.
 * The view and legal actions are taken before the first await, so the answer belongs to the
 * version the caller read. A bot that throws is logged and replaced by a random legal move. Null if
 * the seat owes nothing.
 */
export async function chooseBotMove(
  module: AnyGameModule,
  match: ErasedMatch,
  room: BotRoom,
  seat: number,
  kind: BotKind,
  seed: string,
  deps: BotMoveDeps,
): Promise<Action | null> {
  const game: ErasedGame = module.def;
  const legal = legalActionsOf(game, match.state, asSeat(seat));
  if (legal.length === 0) return null;
  const view = game.view(match.state, asSeat(seat));
  const rng = seededRng(seed);
  try {
    if (legal.length > 1 && (kind === 'normal' || kind === 'hard')) {
      const budget = (deps.budgetOf ?? searchBudget)(game.id, kind);
      const task = { game: game.id, level: kind, budget, seat, view, legal, seed };
      const outcome = await deps.pool.search(task, {
        roomId: room.id,
        address: room.creatorAddress,
      });
      if (outcome.kind === 'searched') return legal[outcome.choice] ?? rng.pick(legal);
      return module.heuristicBot({ seat: asSeat(seat), view, legal, rng });
    }
    return botFor(module, kind)({ seat: asSeat(seat), view, legal, rng });
  } catch (error) {
    deps.logger.error(
      { err: error, room: room.id, seat, kind },
      'bot failed; playing a random move',
    );
    return rng.pick(legal);
  }
}
