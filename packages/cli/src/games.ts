import { defaultGames } from '@tavern/game-registry';
import type { AnyGameModule, Translate } from '@tavern/engine';
import { ENGLISH } from './english';

/** Every game the command knows: the same list the server offers, so terminal and browser agree. */
export const games: readonly AnyGameModule[] = defaultGames;

/** The game with this id, or an error listing the ids there are (in the words of `t`, English by default). */
export function findGame(id: string, t: Translate = ENGLISH): AnyGameModule {
  const found = games.find((module) => module.def.id === id);
  if (found === undefined) {
    throw new Error(t('cli:command.unknownGame', { game: id, games: games.map((m) => m.def.id).join(', ') }));
  }
  return found;
}
