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

// Hot-path lookups by character code (ids are validated before the rules read them): the first
// character gives the value and rank ("1" is the 10), the last one the suit.
const VALUE_BY_FIRST = new Int8Array(128);
const RANK_BY_FIRST = new Int8Array(128);
const SUIT_INDEX_BY_LAST = new Int8Array(128).fill(-1);
for (const info of INFO.values()) {
  VALUE_BY_FIRST[info.id.charCodeAt(0)] = info.value;
  RANK_BY_FIRST[info.id.charCodeAt(0)] = info.rank;
  if (info.suit !== null) SUIT_INDEX_BY_LAST[info.id.charCodeAt(info.id.length - 1)] = SUITS.indexOf(info.suit);
}

/** Value of a card (§1.2). Only for validated ids: unknown strings give meaningless numbers. */
export function cardValue(id: string): number {
  return VALUE_BY_FIRST[id.charCodeAt(0) & 127] ?? 0;
}

/** Rank number of a card: 1 (Ace) .. 13 (King), 0 for a Jester. Only for validated ids. */
export function cardRank(id: string): number {
  return RANK_BY_FIRST[id.charCodeAt(0) & 127] ?? 0;
}

/** Index of a card's suit in SUITS (H 0, D 1, C 2, S 3), or -1 for a Jester. Only for validated ids. */
export function suitIndex(id: string): number {
  return SUIT_INDEX_BY_LAST[id.charCodeAt(id.length - 1) & 127] ?? -1;
}

/** Is this card a Jester? */
export function isJester(id: string): boolean {
  return id === 'X1' || id === 'X2';
}

/** The 40 number cards and Aces of the Tavern (§1.5), in a fixed printed order. */
export const NUMBER_CARDS: readonly CardId[] = SUITS.flatMap((suit) =>
  RANKS.slice(0, 10).map((rank) => asCardId(`${rank}${suit}`)),
);

const FACES: Readonly<Record<'J' | 'Q' | 'K', readonly CardId[]>> = {
  J: SUITS.map((suit) => asCardId(`J${suit}`)),
  Q: SUITS.map((suit) => asCardId(`Q${suit}`)),
  K: SUITS.map((suit) => asCardId(`K${suit}`)),
};

/** Every face card of one rank ('J', 'Q' or 'K') in printed suit order. */
export function faceCards(rank: 'J' | 'Q' | 'K'): readonly CardId[] {
  return FACES[rank];
}

/** The Jesters shuffled into the Tavern for a player count (§1.5): 0 / 0 / 1 / 2. */
export function jestersInTavern(numPlayers: number): readonly CardId[] {
  return numPlayers >= 4 ? JESTERS : numPlayers === 3 ? [JESTERS[0]] : [];
}

/** Maximum hand size for a player count (§1.5): 8 / 7 / 6 / 5. */
export function maxHandSize(numPlayers: number): number {
  return 9 - numPlayers;
}

/** A small integer naming a valid card (0..55), for array-indexed caches. */
export function cardCode(id: string): number {
  const rank = cardRank(id);
  return rank === 0 ? 52 + (id.charCodeAt(1) & 3) : (rank - 1) * 4 + suitIndex(id);
}

/** A card's place in display order: by rank (Ace low), then suit ♠ ♥ ♦ ♣; Jesters last by id. */
function sortKey(id: string): number {
  const rank = cardRank(id);
  if (rank === 0) return 1000 + id.charCodeAt(id.length - 1);
  return rank * 8 + ((suitIndex(id) + 1) & 3);
}

/** Orders cards for display: by rank, then suit; Jesters last. Only for valid ids. */
export function compareCards(a: string, b: string): number {
  return sortKey(a) - sortKey(b);
}

// Sort keys of the list being sorted, reused between calls (views sort a hand on every call).
let scratchKeys = new Int32Array(64);

/**
 * A sorted copy of a list of cards. Lists are short (a hand holds at most 8, the Castle 12), so an
 * insertion sort over keys computed once beats `Array.prototype.sort` calling a comparator.
 */
export function sortCards(cards: readonly CardId[]): CardId[] {
  const sorted = cards.slice();
  if (scratchKeys.length < sorted.length) scratchKeys = new Int32Array(sorted.length * 2);
  const keys = scratchKeys;
  for (let i = 0; i < sorted.length; i++) {
    const card = sorted[i] as CardId;
    const key = sortKey(card);
    let j = i - 1;
    while (j >= 0 && (keys[j] as number) > key) {
      keys[j + 1] = keys[j] as number;
      sorted[j + 1] = sorted[j] as CardId;
      j--;
    }
    keys[j + 1] = key;
    sorted[j + 1] = card;
  }
  return sorted;
}

/**
 * `cards` in display order: the list itself when it is in order already (hands always are: every
 * draw sorts), so a view neither copies nor sorts them, else a sorted copy.
 */
export function inDisplayOrder(cards: readonly CardId[]): readonly CardId[] {
  let previous = -1;
  for (let i = 0; i < cards.length; i++) {
    const key = sortKey(cards[i] as CardId);
    if (key < previous) return sortCards(cards);
    previous = key;
  }
  return cards;
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
