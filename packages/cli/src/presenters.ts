import type { AnyGameModule, GameReference, Language, Outcome, RuleError, TextContext, Translate } from '@tavern/engine';
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

/** How the terminal names seats in every game: "Player 1" … "Player n", in the reader's language. */
export function terminalSeatNames(players: number, t: Translate): SeatNames {
  return Array.from({ length: players }, (_, seat) => t('cli:seat.player', { n: seat + 1 }));
}

/** What the game's text functions need in the terminal: the catalogues of `language` and the seats' names. */
export function terminalWords(players: number, language: Language): TextContext {
  const t = createTranslator(language);
  return { t, names: terminalSeatNames(players, t) };
}

/** How the game ended, in words: the game's own when it has them, else its outcome label. */
export function outcomeWords(module: AnyGameModule, outcome: Outcome, words: TextContext): string {
  return module.text.describeOutcome?.(outcome, words) ?? outcome.label;
}

// The engine's own refusals (checkedApply, Match), the same in every game.
const ENGINE_ERROR_KEYS: Readonly<Record<string, string>> = {
  notYourDecision: 'cli:error.notYourDecision',
  unknownAction: 'cli:error.unknownAction',
  staleVersion: 'cli:error.staleVersion',
  matchFinished: 'cli:error.matchFinished',
};

/**
 * A rule error in the reader's language: the game's own words for it (its catalogue's
 * `error.<code>`, filled from the error's data params), the terminal's for the engine's refusals
 * (a move of the wrong shape names no `type`), else its message.
 */
export function ruleErrorWords(module: AnyGameModule, error: RuleError, words: TextContext): string {
  const engineKey = ENGINE_ERROR_KEYS[error.code];
  const fromEngine = engineKey !== undefined && (error.code !== 'unknownAction' || !('type' in error.params));
  if (fromEngine || module.text.describeError === undefined) return engineKey === undefined ? error.message : words.t(engineKey);
  return module.text.describeError(error.code, error.params, words);
}
