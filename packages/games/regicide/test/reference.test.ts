import { referenceEntry } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { game } from '../src/game';
import { reference } from '../src/reference';

function cardsAt(players: number): readonly string[] {
  return game.allCards(game.setup(players, `reference-${players}`, game.defaultOptions));
}

describe('reference', () => {
  test('every entry has a unique key, a name and a text', () => {
    const keys = reference.entries.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of reference.entries) {
      expect(entry.name.trim(), entry.key).not.toBe('');
      expect(entry.text.trim(), entry.key).not.toBe('');
    }
  });

  test.each([1, 2, 3, 4])('every card of a %i-player game has a name (never its id) and entries that resolve', (players) => {
    const cards = cardsAt(players);
    expect(cards.length).toBeGreaterThanOrEqual(52);
    for (const card of cards) {
      const name = reference.cardName(card);
      expect(name.trim(), card).not.toBe('');
      expect(name, card).not.toBe(card);
      const key = reference.keyOfCard(card);
      expect(key, card).not.toBeNull();
      expect(referenceEntry(reference, key ?? ''), card).toBeDefined();
      for (const related of reference.cardKeys?.(card) ?? []) expect(referenceEntry(reference, related), related).toBeDefined();
    }
  });

  test('a spade explains the number card and the spade power; a Jester is a Jester', () => {
    expect(reference.cardName('7S')).toBe('7♠');
    expect(reference.cardKeys?.('7S')).toEqual(['card.number', 'suit.spades']);
    expect(reference.keyOfCard('AH')).toBe('card.ace');
    expect(reference.keyOfCard('KC')).toBe('card.king');
    expect(reference.cardName('X2')).toBe('Jester');
    expect(reference.keyOfCard('nonsense')).toBeNull();
  });

  test('every entry a card or entry points to exists', () => {
    for (const entry of reference.entries) for (const key of entry.related ?? []) expect(referenceEntry(reference, key), key).toBeDefined();
  });
});
