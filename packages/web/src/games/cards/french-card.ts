/** A French-suited card id as Regicide writes it: rank then suit letter ("7S", "10H", "KC"), or a Jester ("X1"). */
export interface FrenchCard {
  readonly id: string;
  /** "A", "2".."10", "J", "Q", "K"; "" for a Jester. */
  readonly rank: string;
  readonly suit: 'H' | 'D' | 'C' | 'S' | null;
}

const SYMBOLS = { H: '♥', D: '♦', C: '♣', S: '♠' } as const;

/** Reads a card id; unknown shapes come back as a suitless card named by the id. */
export function parseFrenchCard(id: string): FrenchCard {
  if (/^X\d$/.test(id)) return { id, rank: '', suit: null };
  const suit = id.slice(-1);
  if (suit === 'H' || suit === 'D' || suit === 'C' || suit === 'S') return { id, rank: id.slice(0, -1), suit };
  return { id, rank: id, suit: null };
}

/** The suit symbol (♥ ♦ ♣ ♠). */
export function suitSymbol(suit: 'H' | 'D' | 'C' | 'S'): string {
  return SYMBOLS[suit];
}

/** "7♠", or null for a Jester (whose name is a translated word). */
export function frenchCardShort(card: FrenchCard): string | null {
  return card.suit === null ? null : `${card.rank}${SYMBOLS[card.suit]}`;
}

/** Attack value and discard worth of a card in Regicide (Jester 0, J 10, Q 15, K 20). */
export function regicideValue(id: string): number {
  const { rank } = parseFrenchCard(id);
  if (rank === 'A') return 1;
  if (rank === 'J') return 10;
  if (rank === 'Q') return 15;
  if (rank === 'K') return 20;
  const n = Number(rank);
  return Number.isFinite(n) ? n : 0;
}
