import type { AnyGameModule } from '@tavern/engine';

/**
 * The games this server offers by default. Each game package exports `gameModule`; a new game
 * plugs in by adding one import here (no other server code knows any game).
 */
export const defaultGames: readonly AnyGameModule[] = [];
