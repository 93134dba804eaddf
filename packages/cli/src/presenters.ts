import type { Action, AnyGameModule, GameEvent, GameReference, Language, Viewer } from '@tavern/engine';
import * as godsGambit from '@tavern/gods-gambit';
import * as regicide from '@tavern/regicide';
import * as saboteur from '@tavern/saboteur';
import * as sanguosha from '@tavern/sanguosha';

/** Display names by seat. */
export type SeatNames = readonly string[];

/** A game's words with seats named: the game's own text functions, which take the names last. */
export interface NamedText {
  renderView(view: unknown, viewer: Viewer, names: SeatNames): string;
  describeAction(action: Action, view: unknown, names: SeatNames): string;
  describeEvent(event: GameEvent, view: unknown, names: SeatNames): string | null;
}

/** What the terminal knows of a game beyond its module: words with names, and its card reference. */
interface GameWords {
  readonly text: NamedText;
  readonly referenceFor: (language: Language) => GameReference;
}

// Each game's text functions take its own view and action types; the terminal only ever hands them
// the views and actions of that same game, so the erased signature is sound.
const WORDS: Readonly<Record<string, GameWords>> = {
  regicide: { text: regicide, referenceFor: regicide.referenceFor },
  saboteur: { text: saboteur, referenceFor: saboteur.referenceFor },
  sanguosha: { text: sanguosha, referenceFor: sanguosha.referenceFor },
  'gods-gambit': { text: godsGambit, referenceFor: godsGambit.referenceFor },
};

/** The game's words with seats named; a game without named words keeps its module's own. */
export function namedText(module: AnyGameModule): NamedText {
  const words = WORDS[module.def.id];
  if (words !== undefined) return words.text;
  const { text } = module;
  return {
    renderView: (view, viewer) => text.renderView(view, viewer),
    describeAction: (action, view) => text.describeAction(action, view),
    describeEvent: (event) => text.describeEvent(event),
  };
}

/** The game's card and skill reference in `language` (English by default), or null for a game without one. */
export function referenceOf(module: AnyGameModule, language: Language = 'en'): GameReference | null {
  return WORDS[module.def.id]?.referenceFor(language) ?? null;
}

/** How the terminal names seats in every game: "Player 1" … "Player n". */
export function terminalSeatNames(players: number): SeatNames {
  return Array.from({ length: players }, (_, seat) => `Player ${seat + 1}`);
}
