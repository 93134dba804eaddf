import { LANGUAGES, createTranslator } from '@tavern/locales';
import { DECK, referenceFor as godsGambitReference, referenceWords } from '@tavern/gods-gambit';
import { referenceFor as regicideReference } from '@tavern/regicide';
import { referenceFor as saboteurReference } from '@tavern/saboteur';
import { describe, expect, test } from 'vitest';

// The games' text names cards from the catalogues; the card reference names them from each game's
// src/reference. These tests keep the two saying the same words in every language.
describe('catalogue names match the card reference', () => {
  test('Saboteur: every card and role name', () => {
    for (const language of LANGUAGES) {
      const t = createTranslator(language);
      const entries = saboteurReference(language).entries.filter((entry) => /^(card|role)\./.test(entry.key));
      expect(entries.length).toBeGreaterThan(30);
      expect(entries.filter((entry) => t(`saboteur:name.${entry.key}`) !== entry.name).map((entry) => entry.key), language).toEqual([]);
    }
  });

  test("Gods' Gambit: skill and colour names, and every card's name inside its label", () => {
    for (const language of LANGUAGES) {
      const t = createTranslator(language);
      const words = referenceWords[language];
      const reference = godsGambitReference(language);
      for (const entry of reference.entries.filter((e) => e.key.startsWith('skill.'))) {
        expect(t(`gods-gambit:${entry.key}`), language).toBe(entry.name);
      }
      for (const colour of ['W', 'K', 'R', 'U'] as const) expect(t(`gods-gambit:colour.${colour}`), language).toBe(words.colours[colour]);
      for (const card of DECK.filter((c) => c.kind === 'common')) {
        const name = words.cardNames[card.name] ?? card.name;
        const label = words.commonCard(name, card.number, words.colours[card.colour ?? 'W']);
        const slug = card.name.replace(/ (\w)/g, (_, l: string) => l.toUpperCase()).replace(/^\w/, (l) => l.toLowerCase());
        const ours = t('gods-gambit:cardCommon', { colour: t(`gods-gambit:colour.${card.colour ?? 'W'}`), number: card.number, name: t(`gods-gambit:commonName.${slug}`) });
        expect(ours, `${language} ${card.id}`).toBe(label);
      }
    }
  });

  test('Regicide: rank and suit words are the reference names', () => {
    for (const language of LANGUAGES) {
      const t = createTranslator(language);
      const names = regicideReference(language).entries.map((entry) => entry.name).join(' | ');
      for (const key of ['rank.king', 'suit.hearts', 'suit.diamonds', 'suit.clubs', 'suit.spades']) {
        expect(names, `${language} ${key}`).toContain(t(`regicide:${key}`));
      }
    }
  });
});
