import type { AnyGameModule } from '@tavern/engine';
import { gameModule as godsGambit } from '@tavern/gods-gambit';
import { gameModule as regicide } from '@tavern/regicide';
import { gameModule as saboteur } from '@tavern/saboteur';
import { gameModule as sanguosha } from '@tavern/sanguosha';

/**
 * The games Tavern offers by default. Each game package exports `gameModule`; a new game plugs in
 * by adding one import here. It lives outside the server so that the command line and the
 * environments can list the games without loading Fastify and SQLite.
 */
export const defaultGames: readonly AnyGameModule[] = [regicide, saboteur, sanguosha, godsGambit];

/** The game with this id, or an error listing the ids there are. */
export function findGame(id: string, games: readonly AnyGameModule[] = defaultGames): AnyGameModule {
  const found = games.find((module) => module.def.id === id);
  if (found === undefined) {
    throw new Error(`Unknown game "${id}". Games: ${games.map((m) => m.def.id).join(', ')}.`);
  }
  return found;
}
