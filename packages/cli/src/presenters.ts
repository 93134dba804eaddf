import type { AnyGameModule, GameReference, Language, TextContext } from '@tavern/engine';
import { createTranslator } from '@tavern/locales';
import * as godsGambit from '@tavern/gods-gambit';
import * as regicide from '@tavern/regicide';
import * as saboteur from '@tavern/saboteur';
import * as sanguosha from '@tavern/sanguosha';

/** Display names by seat. */
export type SeatNames = readonly string[];

// The card and skill reference of each game the terminal knows, by game id.
const REFERENCES: Readonly<Record<string, (language: Language) => GameReference>> = {
  regicide: regicide.referenceFor,
  saboteur: saboteur.referenceFor,
  sanguosha: sanguosha.referenceFor,
  'gods-gambit': godsGambit.referenceFor,
};

/** The game's card and skill reference in `language` (English by default), or null for a game without one. */
export function referenceOf(module: AnyGameModule, language: Language = 'en'): GameReference | null {
  return REFERENCES[module.def.id]?.(language) ?? null;
}

/** How the terminal names seats in every game: "Player 1" … "Player n". */
export function terminalSeatNames(players: number): SeatNames {
  return Array.from({ length: players }, (_, seat) => `Player ${seat + 1}`);
}

/** What the game's text functions need in the terminal: the catalogues of `language` and the seats' names. */
export function terminalWords(players: number, language: Language): TextContext {
  return { t: createTranslator(language), names: terminalSeatNames(players) };
}
