import { referenceEntry } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { DECK, SKILL_NAMES } from '../src/cards';
import { game } from '../src/game';
import { SUBTRACTION_DEFAULT } from '../src/options';
import { reference } from '../src/reference';

describe('reference', () => {
  test('every entry has a unique key, a name and a text, and what it points to exists', () => {
    const keys = reference.entries.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of reference.entries) {
      expect(entry.name.trim(), entry.key).not.toBe('');
      expect(entry.text.trim(), entry.key).not.toBe('');
      for (const key of entry.related ?? []) expect(referenceEntry(reference, key), key).toBeDefined();
    }
  });

  test.each([
    [2, game.defaultOptions],
    [4, game.defaultOptions],
    [6, SUBTRACTION_DEFAULT],
  ] as const)('every card of a %i-player game has a name (never its id) and an entry', (players, options) => {
    const cards = game.allCards(game.setup(players, `reference-${players}`, options));
    expect(cards).toHaveLength(104);
    for (const card of cards) {
      const name = reference.cardName(card);
      expect(name.trim(), card).not.toBe('');
      expect(name, card).not.toContain('#');
      expect(name, card).not.toMatch(/\b[WKRU]\d\b/);
      expect(referenceEntry(reference, reference.keyOfCard(card) ?? ''), card).toBeDefined();
    }
  });

  test('every skill of the deck has its own entry', () => {
    const skills = new Set(DECK.map((card) => card.skill).filter((skill) => skill !== 'none'));
    expect(skills.size).toBe(17);
    for (const skill of skills) expect(referenceEntry(reference, `skill.${skill}`)?.name).toBe(SKILL_NAMES[skill]);
  });

  test('cards read by colour, number and name', () => {
    expect(reference.cardName('R5#2')).toBe('Red 5 Paladin');
    expect(reference.cardName('U1#1')).toBe('Blue 1 Believer');
    expect(reference.cardName('MAG#3')).toBe('Magician 10');
    expect(reference.cardName('TR#1')).toBe('Trumpet');
    expect(reference.keyOfCard('K8#1')).toBe('card.attendantGod');
    expect(referenceEntry(reference, 'card.evilGod')?.related).toEqual(['skill.cataclysm', 'term.wild']);
  });
});
