import { asSeat, isRuleError, seededRng, type Action, type AnyGameModule, type GameState, type RuleError } from '@tavern/engine';
import { GODS_GAMBIT_ERROR_CODES } from '@tavern/gods-gambit';
import { createTranslator, LANGUAGES, resources, type Catalogue } from '@tavern/locales';
import { REGICIDE_ERROR_CODES } from '@tavern/regicide';
import { SABOTEUR_ERROR_CODES } from '@tavern/saboteur';
import { describe, expect, test } from 'vitest';
import { findGame } from '../src/games';

const GAMES = [
  { id: 'regicide', codes: REGICIDE_ERROR_CODES, catalogue: (language: (typeof LANGUAGES)[number]) => resources[language].regicide },
  { id: 'saboteur', codes: Object.keys(SABOTEUR_ERROR_CODES), catalogue: (language: (typeof LANGUAGES)[number]) => resources[language].saboteur },
  { id: 'gods-gambit', codes: GODS_GAMBIT_ERROR_CODES, catalogue: (language: (typeof LANGUAGES)[number]) => resources[language]['gods-gambit'] },
] as const;

/** Variations of a legal action that the rules may refuse: other cards, cells, seats and types. */
function mutations(action: Action, cards: readonly string[], step: number): Action[] {
  const out: Action[] = [];
  for (const [key, value] of Object.entries(action)) {
    if (key === 'type') continue;
    if (typeof value === 'string') out.push({ ...action, [key]: cards[(step * 7 + key.length) % cards.length] ?? value });
    if (typeof value === 'number') out.push({ ...action, [key]: value + 1 }, { ...action, [key]: value + 9 }, { ...action, [key]: -1 });
    if (Array.isArray(value)) out.push({ ...action, [key]: [...(value as unknown[]), cards[step % cards.length]] }, { ...action, [key]: [] });
  }
  return out;
}

/** Rule errors met by trying wrong seats and mutated moves along a few random games. */
function ruleErrorsOf(module: AnyGameModule): RuleError[] {
  const { def } = module;
  const errors = new Map<string, RuleError>();
  for (let players = def.minPlayers; players <= Math.min(def.maxPlayers, 4); players++) {
    const rng = seededRng(`errors:${def.id}:${players}`);
    let state: GameState = def.setup(players, `errors-${players}`, def.defaultOptions);
    const cards = def.allCards(state);
    for (let step = 0; step < 300 && def.outcome(state) === null; step++) {
      const seat = def.toAct(state)[0];
      if (seat === undefined) break;
      const legal = def.legalActions(state, seat);
      const tries: [number, Action][] = legal.slice(0, 3).flatMap((action) => [
        [(seat + 1) % players, action] as [number, Action],
        ...mutations(action, cards, step).map((mutated) => [seat, mutated] as [number, Action]),
      ]);
      for (const [who, action] of tries) {
        try {
          def.apply(state, asSeat(who), action);
        } catch (error) {
          if (!isRuleError(error)) continue;
          const key = `${error.code}:${Object.keys(error.params).sort().join()}:${String(error.params['situation'] ?? error.params['why'] ?? error.params['self'] ?? '')}`;
          if (!errors.has(key)) errors.set(key, error);
        }
      }
      state = def.apply(state, seat, rng.pick(legal)).state;
    }
  }
  return [...errors.values()];
}

// A catalogue key left in the words (i18next returns the key it cannot find), an empty slot, or a
// value that never became words.
const KEY_OR_GAP = /\{\{|\b(error|errorMove|errorPhase|errorVerb|errorExpected|tool|name|side|occupant|neededKind|targetWhy|colour|skill|card)\.\w|undefined|NaN/;

function hasKey(catalogue: Catalogue, path: string): boolean {
  const [head = '', ...rest] = path.split('.');
  const value = catalogue[head];
  if (rest.length === 0) return value !== undefined;
  return typeof value === 'object' && hasKey(value, rest.join('.'));
}

describe('rule errors in every language', () => {
  for (const game of GAMES) {
    test(`every ${game.id} error code has its sentence in every language`, () => {
      for (const language of LANGUAGES) {
        const catalogue = game.catalogue(language);
        const missing = game.codes.filter((code) => !hasKey(catalogue, `error.${code}`) && !hasKey(catalogue, `error.${code}_one`));
        expect(missing, language).toEqual([]);
      }
    });

    test(`${game.id}'s refused moves read in the reader's language, filled in`, () => {
      const module = findGame(game.id);
      const { text } = module;
      expect(text.describeError === undefined).toBe(false);
      const errors = ruleErrorsOf(module);
      expect(new Set(errors.map((error) => error.code)).size).toBeGreaterThan(3);
      for (const language of LANGUAGES) {
        const words = { t: createTranslator(language), names: ['Ann', 'Bo', 'Cy', 'Di'] };
        for (const error of errors) {
          const said = text.describeError?.(error.code, error.params, words) ?? '';
          expect(said, `${language} ${error.code}`).not.toMatch(KEY_OR_GAP);
          expect(said.length, `${language} ${error.code}`).toBeGreaterThan(10);
          if (language !== 'en') expect(said, `${language} ${error.code}`).not.toBe(error.message);
        }
      }
    });
  }
});
