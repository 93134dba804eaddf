import type { AnyGameModule } from '@tavern/engine';
import { contestantBot } from './contestant';
import { planGame, playGame, type GameRecord } from './play-game';

/** The part of an arena's settings a worker needs to play its share of the games. */
export interface GameBatch {
  readonly players: number;
  readonly lineup: readonly string[];
  readonly seed: string;
  readonly gameOptions?: unknown;
  readonly indices: readonly number[];
}

/** Plays the games of `batch` one after another, reporting each record as it finishes. */
export function runGames(
  module: AnyGameModule,
  batch: GameBatch,
  now: () => number,
  onRecord: (record: GameRecord) => void,
): void {
  const bots = new Map(batch.lineup.map((spec) => [spec, contestantBot(module, spec, now)]));
  for (const index of batch.indices) {
    const plan = planGame(index, batch.seed, batch.lineup, batch.players);
    const seatBots = plan.seats.map((spec) => bots.get(spec) as ReturnType<typeof contestantBot>);
    onRecord(playGame(module, plan, seatBots, now, batch.gameOptions ?? module.def.defaultOptions));
  }
}
