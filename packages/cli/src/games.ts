import { defaultGames } from '@tavern/game-registry';
import type { AnyGameModule } from '@tavern/engine';

/** Every game the command knows: the same list the server offers, so terminal and browser agree. */
export const games: readonly AnyGameModule[] = defaultGames;

/** The game with this id, or an error listing the ids there are. */
export function findGame(id: string): AnyGameModule {
  const found = games.find((module) => module.def.id === id);
  if (found === undefined) {
    throw new Error(`Unknown game "${id}". Games: ${games.map((m) => m.def.id).join(', ')}.`);
  }
  return found;
}
