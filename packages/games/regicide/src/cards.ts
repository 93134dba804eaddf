import { asCardId, type CardId } from '@tavern/engine';

/** The four suits by their spec letters (§0): Hearts, Diamonds, Clubs, Spades. */
export const SUITS = ['H', 'D', 'C', 'S'] as const;
/** One of the four suits. */
export type Suit = (typeof SUITS)[number];

/** Printed ranks in spec notation (§7.0): A, 2-10, J, Q, K. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
/** One printed rank. */
export type Rank = (typeof RANKS)[number];

/** The two Jesters (Jokers), named as in the spec's scenarios. */
export const JESTERS = [asCardId('X1'), asCardId('X2')] as const;

/** What the rules need to know about one physical card. */
export interface CardInfo {
  readonly id: CardId;
  /** 1 (Ace) .. 13 (King); 0 for a Jester. */
  readonly rank: number;
  /** null for a Jester, which has no suit (§1.1). */
  readonly suit: Suit | null;
  /** Attack value when played and worth when discarded (§1.2). */
  readonly value: number;
}

const RANK_VALUES: Readonly<Record<Rank, number>> = {
  A: 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9, '10': 10, J: 10, Q: 15, K: 20,
};

/** Enemy statistics (§1.3), by rank number 11..13. */
export const ENEMY_STATS: Readonly<Record<number, { readonly attack: number; readonly health: number }>> = {
  11: { attack: 10, health: 20 },
  12: { attack: 15, health: 30 },
  13: { attack: 20, health: 40 },
};

const INFO = new Map<string, CardInfo>();
for (const suit of SUITS) {
  RANKS.forEach((rank, index) => {
    const id = asCardId(`${rank}${suit}`);
    INFO.set(id, { id, rank: index + 1, suit, value: RANK_VALUES[rank] });
  });
}
for (const id of JESTERS) INFO.set(id, { id, rank: 0, suit: null, value: 0 });

/** The card with this id, or undefined for a string that names no card. */
export function cardInfo(id: string): CardInfo | undefined {
  return INFO.get(id);
}

/** Is this string a card of the 54-card deck? */
export function isCard(id: string): id is CardId {
  return INFO.has(id);
}

/** Value of a known card (§1.2); 0 for an unknown string, which validation rejects elsewhere. */
export function cardValue(id: string): number {
  return INFO.get(id)?.value ?? 0;
}

/** Is this card a Jester? */
export function isJester(id: string): boolean {
  return id === 'X1' || id === 'X2';
}

/** The 40 number cards and Aces of the Tavern (§1.5), in a fixed printed order. */
export const NUMBER_CARDS: readonly CardId[] = SUITS.flatMap((suit) =>
  RANKS.slice(0, 10).map((rank) => asCardId(`${rank}${suit}`)),
);

/** Every face card of one rank ('J', 'Q' or 'K') in printed suit order. */
export function faceCards(rank: 'J' | 'Q' | 'K'): CardId[] {
  return SUITS.map((suit) => asCardId(`${rank}${suit}`));
}

/** The Jesters shuffled into the Tavern for a player count (§1.5): 0 / 0 / 1 / 2. */
export function jestersInTavern(numPlayers: number): readonly CardId[] {
  return numPlayers >= 4 ? JESTERS : numPlayers === 3 ? [JESTERS[0]] : [];
}

/** Maximum hand size for a player count (§1.5): 8 / 7 / 6 / 5. */
export function maxHandSize(numPlayers: number): number {
  return 9 - numPlayers;
}

const SUIT_ORDER: Readonly<Record<Suit, number>> = { S: 0, H: 1, D: 2, C: 3 };

/** Orders cards for display: by value, then rank, then suit; Jesters last. */
export function compareCards(a: string, b: string): number {
  const x = INFO.get(a);
  const y = INFO.get(b);
  if (x === undefined || y === undefined) return a < b ? -1 : a > b ? 1 : 0;
  const rx = x.rank === 0 ? 99 : x.rank;
  const ry = y.rank === 0 ? 99 : y.rank;
  if (rx !== ry) return rx - ry;
  return (x.suit === null ? 9 : SUIT_ORDER[x.suit]) - (y.suit === null ? 9 : SUIT_ORDER[y.suit]) || (a < b ? -1 : 1);
}

/** A sorted copy of a list of cards. */
export function sortCards(cards: readonly CardId[]): CardId[] {
  return [...cards].sort(compareCards);
}

const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { H: '♥', D: '♦', C: '♣', S: '♠' };
const SUIT_NAMES: Readonly<Record<Suit, string>> = { H: 'Hearts', D: 'Diamonds', C: 'Clubs', S: 'Spades' };

/** The suit symbol for display (♥ ♦ ♣ ♠). */
export function suitSymbol(suit: Suit): string {
  return SUIT_SYMBOLS[suit];
}

/** The suit's English name. */
export function suitName(suit: Suit): string {
  return SUIT_NAMES[suit];
}

/** A card for people: "7♠", "A♥", "K♣", "Jester". Unknown strings are shown as they are. */
export function cardLabel(id: string): string {
  const info = INFO.get(id);
  if (info === undefined) return id;
  if (info.suit === null) return 'Jester';
  return `${id.slice(0, -1)}${SUIT_SYMBOLS[info.suit]}`;
}
