import { referenceEntry } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { DECK } from '../src/cards';
import { game } from '../src/game';
import { GENERALS } from '../src/generals';
import { reference } from '../src/reference';
import { getSkill } from '../src/skills/registry';

describe('reference', () => {
  test('every entry has a unique key, a name and a text, and what it points to exists', () => {
    const keys = reference.entries.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of reference.entries) {
      expect(entry.name.trim(), entry.key).not.toBe('');
      expect(entry.text.trim(), entry.key).not.toBe('');
      for (const key of entry.related ?? []) expect(referenceEntry(reference, key), `${entry.key} → ${key}`).toBeDefined();
    }
  });

  test.each([
    [4, { deck: 'standard' }],
    [6, game.defaultOptions],
    [9, game.defaultOptions],
  ] as const)('every card of a %i-player game has a name (never its id) and an entry', (players, options) => {
    const cards = game.allCards(game.setup(players, `reference-${players}`, { ...game.defaultOptions, ...options }));
    expect(cards.length).toBeGreaterThanOrEqual(104);
    for (const card of cards) {
      const name = reference.cardName(card);
      expect(name.trim(), card).not.toBe('');
      expect(name, card).not.toContain(':');
      expect(name, card).not.toContain('_');
      expect(referenceEntry(reference, reference.keyOfCard(card) ?? ''), card).toBeDefined();
    }
    expect(DECK.every((card) => reference.keyOfCard(card.id) !== null)).toBe(true);
  });

  test('every general and every skill of every general has an entry; skills are implemented', () => {
    expect(GENERALS).toHaveLength(40);
    for (const general of GENERALS) {
      const entry = referenceEntry(reference, `general.${general.id}`);
      expect(entry?.name, general.id).toBe(general.name);
      for (const skill of general.skills) {
        expect(referenceEntry(reference, `skill.${skill}`)?.text, skill).toBeTruthy();
        expect(entry?.related, general.id).toContain(`skill.${skill}`);
        expect(getSkill(skill), skill).toBeDefined();
      }
    }
  });

  test('cards read as name, suit and rank', () => {
    expect(reference.cardName('kill:S7')).toBe('Kill ♠7');
    expect(reference.keyOfCard('kill:S8#2')).toBe('card.kill');
    expect(referenceEntry(reference, 'general.liu_bei')?.text).toBe('Shu, 4 health, male. Skills: Rende, Jijiang.');
  });
});
