import { LANGUAGES, type GameReference, type Language } from '@tavern/engine';
import * as godsGambit from '@tavern/gods-gambit';
import * as regicide from '@tavern/regicide';
import * as saboteur from '@tavern/saboteur';
import * as sanguosha from '@tavern/sanguosha';
import { describe, expect, test } from 'vitest';

/** Each game's words per language, and its reference per language. */
interface LocalizedGame {
  readonly id: string;
  readonly words: Readonly<Record<Language, unknown>>;
  readonly referenceFor: (language: Language) => GameReference;
  readonly cards: readonly string[];
}

const GAMES: readonly LocalizedGame[] = [
  {
    id: 'regicide',
    words: regicide.referenceWords,
    referenceFor: regicide.referenceFor,
    cards: regicide.game.allCards(regicide.game.setup(4, 'lang', regicide.game.defaultOptions)),
  },
  {
    id: 'saboteur',
    words: saboteur.referenceWords,
    referenceFor: saboteur.referenceFor,
    cards: saboteur.game.allCards(saboteur.game.setup(10, 'lang', saboteur.game.defaultOptions)),
  },
  {
    id: 'gods-gambit',
    words: godsGambit.referenceWords,
    referenceFor: godsGambit.referenceFor,
    cards: godsGambit.game.allCards(
      godsGambit.game.setup(4, 'lang', godsGambit.game.defaultOptions),
    ),
  },
  {
    id: 'sanguosha',
    words: sanguosha.referenceWords,
    referenceFor: sanguosha.referenceFor,
    cards: sanguosha.game.allCards(sanguosha.game.setup(4, 'lang', sanguosha.game.defaultOptions)),
  },
];

const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');

/** Every leaf of a words table as path → value (functions and strings are leaves). */
function leaves(value: unknown, path = ''): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    return new Map(
      Object.entries(value).flatMap(([key, child]) => [
        ...leaves(child, path === '' ? key : `${path}.${key}`),
      ]),
    );
  }
  return new Map([[path, value]]);
}

/** The `{{name}}` interpolation variables of a text, sorted. */
function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe.each(GAMES)('$id reference in every language', (game) => {
  const english = leaves(game.words.en);

  test.each(OTHER_LANGUAGES)(
    '%s has exactly the keys English has, each a non-empty word with the same variables',
    (language) => {
      const translated = leaves(game.words[language]);
      expect(
        [...translated.keys()].filter((key) => !english.has(key)),
        'keys English does not have',
      ).toEqual([]);
      expect(
        [...english.keys()].filter((key) => !translated.has(key)),
        'keys missing',
      ).toEqual([]);
      for (const [key, value] of translated) {
        const source = english.get(key);
        expect(typeof value, key).toBe(typeof source);
        if (typeof value === 'string' && typeof source === 'string') {
          expect(value.trim(), key).not.toBe('');
          expect(variables(value), key).toEqual(variables(source));
        }
      }
    },
  );

  test.each(OTHER_LANGUAGES)(
    '%s differs from English in most texts (nothing was left untranslated by copying)',
    (language) => {
      const texts = [...leaves(game.words[language])].filter(([key]) => key.endsWith('.text'));
      const copied = texts.filter(([key, value]) => value === english.get(key)).map(([key]) => key);
      expect(copied).toEqual([]);
    },
  );

  test.each([...LANGUAGES])(
    '%s: the reference has the English keys, and every card has a name that is not its id',
    (language) => {
      const reference = game.referenceFor(language);
      const englishReference = game.referenceFor('en');
      expect(reference.entries.map((entry) => entry.key)).toEqual(
        englishReference.entries.map((entry) => entry.key),
      );
      for (const entry of reference.entries) {
        expect(entry.name.trim(), entry.key).not.toBe('');
        expect(entry.text.trim(), entry.key).not.toBe('');
      }
      for (const card of game.cards) {
        const name = reference.cardName(card);
        expect(name.trim(), card).not.toBe('');
        expect(name, card).not.toBe(card);
        expect(reference.keyOfCard(card), card).toBe(englishReference.keyOfCard(card));
      }
      expect(reference.cardName('no-such-card').trim()).not.toBe('');
    },
  );
});
