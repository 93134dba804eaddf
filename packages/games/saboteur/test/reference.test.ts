import { referenceEntry } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { game } from '../src/game';
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

  test.each([3, 5, 10])('every card of a %i-player game (roles and gold too) has a name and an entry', (players) => {
    const cards = game.allCards(game.setup(players, `reference-${players}`, game.defaultOptions));
    expect(cards.length).toBeGreaterThan(67 + 28 + 4);
    for (const card of cards) {
      const name = reference.cardName(card);
      expect(name.trim(), card).not.toBe('');
      expect(name, card).not.toMatch(/#|[A-Z]-[A-Z]|NUG|REP|BRK/);
      expect(referenceEntry(reference, reference.keyOfCard(card) ?? ''), card).toBeDefined();
    }
  });

  test('cards read as words', () => {
    expect(reference.cardName('T-NES#3')).toBe('Three-way tunnel, up–down with a side branch');
    expect(reference.cardName('REP-LANTERN#2')).toBe('Lantern repair');
    expect(reference.cardName('REP-PICKAXE-CART#1')).toBe('Pickaxe or cart repair');
    expect(reference.cardName('BRK-CART#1')).toBe('Broken cart');
    expect(reference.cardName('NUG2#8')).toBe('Gold: 2 nuggets');
    expect(reference.cardName('SABOTEUR#2')).toBe('Saboteur (role card)');
    expect(reference.cardName('GOAL-COAL-NW')).toBe('Coal (goal card)');
    expect(reference.keyOfCard('D-N#1')).toBe('card.tunnel.D-N');
    expect(reference.keyOfCard('nothing')).toBeNull();
  });
});
