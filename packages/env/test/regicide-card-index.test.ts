import { describe, expect, it } from 'vitest';
import { regicideCardIndex } from '../src/encodings/regicide';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const ALL_CARDS = [...RANKS.flatMap((rank) => ['H', 'D', 'C', 'S'].map((suit) => rank + suit)), 'X1', 'X2'];

describe("Regicide's card index", () => {
  it('gives the 54 cards the 54 indices (rank − 1) × 4 + suit, Jesters last', () => {
    const indices = ALL_CARDS.map(regicideCardIndex);
    expect(new Set(indices).size).toBe(54);
    expect(Math.min(...indices)).toBe(0);
    expect(Math.max(...indices)).toBe(53);
    expect(regicideCardIndex('AH')).toBe(0);
    expect(regicideCardIndex('10S')).toBe(39);
    expect(regicideCardIndex('KS')).toBe(51);
    expect(regicideCardIndex('X2')).toBe(53);
  });

  it('refuses strings that name no card', () => {
    for (const id of ['', 'H', '1H', '11H', '10', '0H', 'AX', 'J', 'X3', '10HH', '20H']) {
      expect(() => regicideCardIndex(id), id).toThrow(RangeError);
    }
  });
});
