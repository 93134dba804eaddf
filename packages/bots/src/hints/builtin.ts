import type { GameState } from '@tavern/engine';
import type { SearchHints } from '../ismcts/search-hints';
import { godsGambitHints } from './gods-gambit';
import { regicideHints } from './regicide';
import { saboteurHints } from './saboteur';

/**
 * Search hints the bots package knows for games by id. Bots may not import games, so these read
 * the game's state structurally and fall back to no opinion when the shape is not what they
 * expect. A game module's own `searchHints` win over these (Sanguosha keeps all of its own).
 */
const BUILTIN: Readonly<Record<string, SearchHints<GameState, unknown>>> = {
  regicide: regicideHints,
  'gods-gambit': godsGambitHints,
  saboteur: saboteurHints,
};

/** The built-in hints for a game id, or none. */
export function builtinSearchHints(gameId: string): SearchHints<GameState, unknown> {
  return BUILTIN[gameId] ?? {};
}
