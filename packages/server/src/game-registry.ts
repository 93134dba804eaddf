import type { AnyGameModule } from '@tavern/engine';
import { gameModule as godsGambit } from '@tavern/gods-gambit';
import { gameModule as regicide } from '@tavern/regicide';
import { gameModule as saboteur } from '@tavern/saboteur';
import { gameModule as sanguosha } from '@tavern/sanguosha';

/**
 * The games this server offers by default. Each game package exports `gameModule`; a new game
 * plugs in by adding one import here (no other server code knows any game).
 */
export const defaultGames: readonly AnyGameModule[] = [regicide, saboteur, sanguosha, godsGambit];
