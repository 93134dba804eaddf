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

/**
 * A rule error in the reader's language: the game's catalogue sentence for its code, else the
 * terminal's for the engine-wide codes, filled from its params; the error's own message when
 * neither has one (i18next answers a missing key with the key itself).
 */
export function ruleErrorWords(module: AnyGameModule, error: RuleError, t: Translate): string {
  const params = Object.fromEntries(
    Object.entries(error.params).map(([key, value]) => [key, Array.isArray(value) ? value.join(', ') : typeof value === 'boolean' ? String(value) : value]),
  ) as Record<string, string | number>;
  for (const key of [`${module.def.id}:error.${error.code}`, `cli:error.${error.code}`]) {
    const said = t(key, params);
    if (said !== key && !said.endsWith(`error.${error.code}`)) return said;
  }
  return error.message;
}
