import type { CardId } from '@tavern/engine';
import { cardCode, cardInfo, cardLabel, cardRank, cardValue, isJester, suitIndex } from '../cards';
import { ruleError } from '../errors';
import type { RegicideAction } from '../actions';

/** The kinds of legal play of §3.2. */
export type PlayKind = 'single' | 'jester' | 'companion' | 'combo';

/** What a legal play is worth: its kind, attack value and the suits it carries (bit mask H1 D2 C4 S8). */
export interface PlayShape {
  readonly kind: PlayKind;
  readonly value: number;
  readonly suits: number;
}

/** Bits of the suits in a suit mask. */
export const HEARTS = 1;
export const DIAMONDS = 2;
export const CLUBS = 4;
export const SPADES = 8;


function labels(cards: readonly string[]): string {
  return cards.map(cardLabel).join(' + ');
}

/**
 * Checks that `cards` are distinct cards of `hand` (any order), for playing or discarding, and
 * throws the RuleError a player should read otherwise.
 */
export function checkCardsInHand(hand: readonly string[], cards: readonly string[], action: string): void {
  // Typed callers always pass a list; this guards raw input that skipped the action schema.
  if (!Array.isArray(cards) || cards.length === 0) throw ruleError('noCards', { action });
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i] as string;
    if (typeof card !== 'string') throw ruleError('unknownCard', { card });
    // A hand holds only cards of the deck, so the deck lookup is needed only for a card not in it.
    if (!hand.includes(card)) {
      if (cardInfo(card) === undefined) throw ruleError('unknownCard', { card });
      throw ruleError('cardNotInHand', { card: cardLabel(card), action });
    }
    for (let j = 0; j < i; j++) if (cards[j] === card) throw ruleError('repeatedCard', { card: cardLabel(card) });
  }
}

/** Classifies a play of cards already known to be distinct cards in hand (§3.2), or throws. */
export function playShape(cards: readonly string[]): PlayShape {
  let value = 0;
  let suits = 0;
  let aces = 0;
  let jesters = 0;
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i] as string;
    const rank = cardRank(card);
    value += cardValue(card);
    if (rank === 0) jesters++;
    else suits |= 1 << suitIndex(card);
    if (rank === 1) aces++;
  }
  if (cards.length === 1) return { kind: jesters === 1 ? 'jester' : 'single', value, suits };
  if (jesters > 0) {
    const code = cards.length === 2 && aces === 1 ? 'aceWithJester' : 'jesterNotAlone';
    throw ruleError(code, { cards: labels(cards) });
  }
  if (aces > 0) {
    if (cards.length === 2) return { kind: 'companion', value, suits };
    throw ruleError('aceInCombo', { cards: labels(cards) });
  }
  const rank = cardRank(cards[0] as string);
  for (const card of cards) {
    if (cardRank(card) !== rank) throw ruleError('mixedRanks', { cards: labels(cards) });
  }
  if (value > 10) throw ruleError('comboTooHigh', { cards: labels(cards), total: value });
  return { kind: 'combo', value, suits };
}

const singles: RegicideAction[] = [];

/** The one-card play of `card`, shared between calls (actions are never mutated). */
function singlePlay(card: CardId): RegicideAction {
  const code = cardCode(card);
  let action = singles[code];
  if (action === undefined) {
    action = Object.freeze({ type: 'play', cards: Object.freeze([card]) });
    singles[code] = action;
  }
  return action;
}

const pairs: RegicideAction[] = [];

/** The two-card play `[first, second]` (an Ace companion), shared between calls like the singles. */
function pairPlay(first: CardId, second: CardId): RegicideAction {
  const key = cardCode(first) * 56 + cardCode(second);
  let action = pairs[key];
  if (action === undefined) {
    action = Object.freeze({ type: 'play', cards: Object.freeze([first, second]) });
    pairs[key] = action;
  }
  return action;
}

const combos: RegicideAction[] = [];

/**
 * The combo of the cards of `same` picked by `mask`, in that order, shared between calls: keyed by
 * rank, size and the suits in order (two bits each), so the cached list is exactly those cards.
 */
function comboPlay(rank: number, same: readonly CardId[], mask: number, size: number): RegicideAction {
  let key = rank * 5 + size;
  for (let k = 0; k < same.length; k++) if ((mask & (1 << k)) !== 0) key = key * 4 + suitIndex(same[k] as CardId);
  let action = combos[key];
  if (action === undefined) {
    const cards: CardId[] = [];
    for (let k = 0; k < same.length; k++) if ((mask & (1 << k)) !== 0) cards.push(same[k] as CardId);
    action = Object.freeze({ type: 'play', cards: Object.freeze(cards) });
    combos[key] = action;
  }
  return action;
}

/**
 * Every legal play from `hand` (§3.2), each set once, cards in hand order: singles and Jesters,
 * Ace companions, and same-rank combos of 2-4 cards totalling at most 10.
 */
export function enumeratePlays(hand: readonly CardId[], out: RegicideAction[]): void {
  const n = hand.length;
  // Up to four cards of each rank 2..5 can form combos; indices into hand, by rank.
  let comboRanks = 0;
  for (let i = 0; i < n; i++) {
    const card = hand[i] as CardId;
    out.push(singlePlay(card));
    const rank = cardRank(card);
    if (rank >= 2 && rank <= 5) comboRanks |= 1 << rank;
    if (rank !== 1) continue;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const partner = hand[j] as CardId;
      if (isJester(partner)) continue;
      const partnerRank = cardRank(partner);
      if (partnerRank === 1) {
        if (j > i) out.push(pairPlay(card, partner));
      } else {
        out.push(i < j ? pairPlay(card, partner) : pairPlay(partner, card));
      }
    }
  }
  for (let rank = 2; rank <= 5; rank++) {
    if ((comboRanks & (1 << rank)) === 0) continue;
    const same: CardId[] = [];
    for (const card of hand) if (cardRank(card) === rank) same.push(card);
    if (same.length < 2) continue;
    const maxSize = Math.floor(10 / rank);
    const subsets = 1 << same.length;
    for (let mask = 3; mask < subsets; mask++) {
      let size = 0;
      for (let m = mask; m !== 0; m &= m - 1) size++;
      if (size < 2 || size > maxSize) continue;
      out.push(comboPlay(rank, same, mask, size));
    }
  }
}
