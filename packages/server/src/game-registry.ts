import type { AnyGameModule } from '@tavern/engine';
import { gameModule as godsGambit } from '@tavern/gods-gambit';
import { gameModule as regicide } from '@tavern/regicide';

/**
 * The games this server offers by default. Each game package exports `gameModule`; a new game
 * plugs in by adding one import here (no other server code knows any game).
 * TODO(#7): add @tavern/saboteur and @tavern/sanguosha once they export `gameModule`.
 */
export const defaultGames: readonly AnyGameModule[] = [regicide, godsGambit];
