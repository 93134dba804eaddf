import type { CardId } from '@tavern/engine';
import { cardLabel, cardValue } from '../cards';
import { ruleError } from '../errors';
import type { RegicideAction } from '../actions';
import { replaceAt, totalValue, without, type Draft } from './draft';
import { checkCardsInHand } from './play-shape';
import { endTurn } from './turn';

/**
 * Checks a set of discards against damage D (§3.6): sum(S) ≥ D and sum(S) − max(S) < D, i.e. the
 * cards can be discarded one at a time with the last one covering the damage. Throws otherwise.
 */
export function checkDefence(hand: readonly CardId[], cards: readonly CardId[], damage: number): void {
  checkCardsInHand(hand, cards, 'discard');
  const total = totalValue(cards);
  if (total < damage) throw ruleError('defendTooLittle', { cards: labels(cards), count: cards.length, total, damage });
  let highest = 0;
  for (const card of cards) highest = Math.max(highest, cardValue(card));
  if (total - highest >= damage) {
    const spares = cards.filter((card) => total - cardValue(card) >= damage);
    throw ruleError('defendTooMuch', {
      cards: labels(cards),
      spares: orList(spares.map(cardLabel)),
      spareCards: spares.map(cardLabel),
      spareCount: spares.length,
      count: cards.length,
      damage,
    });
  }
}

/** "A", "A or B", "A, B or C". */
function orList(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1] ?? ''}`;
}

function labels(cards: readonly CardId[]): string {
  return cards.map(cardLabel).join(' + ');
}

/** Discards the cards (last listed on top), never triggering suit powers (§3.6), and ends the turn. */
export function resolveDefence(d: Draft, cards: readonly CardId[]): void {
  const seat = d.current;
  d.hands = replaceAt(d.hands, seat, without(d.hands[seat] ?? [], cards));
  const below = d.discard;
  const discard = new Array<CardId>(cards.length + below.length);
  for (let i = 0; i < cards.length; i++) discard[i] = cards[cards.length - 1 - i] as CardId;
  for (let i = 0; i < below.length; i++) discard[cards.length + i] = below[i] as CardId;
  d.discard = discard;
  d.events.push({ type: 'damageCovered', seat, cards, damage: d.pendingDamage });
  endTurn(d);
}

// Scratch space for the enumeration, reused between calls (a hand holds at most 8 cards; legal
// enumeration is synchronous, so no two calls ever share it at once).
const ORDER: CardId[] = [];
const VALUES = new Int32Array(16);
const CHOSEN: CardId[] = [];

/**
 * Every legal discard set against `damage` (§3.6), each set once: the highest card last (it is the
 * one that covers the damage) after the others in descending value. Enumerates by choosing the
 * highest card first, then subsets of lower-or-equal cards whose sum stays in [D − max, D − 1].
 */
export function enumerateDefences(hand: readonly CardId[], damage: number, out: RegicideAction[]): void {
  const n = hand.length;
  ORDER.length = 0;
  // Insertion sort by value, descending (hands hold at most 8 cards).
  for (let i = 0; i < n; i++) {
    const card = hand[i] as CardId;
    const value = cardValue(card);
    let j = i - 1;
    while (j >= 0 && (VALUES[j] as number) < value) {
      ORDER[j + 1] = ORDER[j] as CardId;
      VALUES[j + 1] = VALUES[j] as number;
      j--;
    }
    ORDER[j + 1] = card;
    VALUES[j + 1] = value;
  }
  CHOSEN.length = 0;
  for (let m = 0; m < n; m++) {
    const top = VALUES[m] as number;
    if (top === 0) break;
    visit(out, n, damage, m + 1, 0, damage - top, ORDER[m] as CardId);
  }
}

/** Adds every set CHOSEN ∪ (cards from `from` on) ∪ {top} whose lower cards sum to [low, damage). */
function visit(out: RegicideAction[], n: number, damage: number, from: number, sum: number, low: number, top: CardId): void {
  if (sum >= low) {
    const size = CHOSEN.length;
    const cards = new Array<CardId>(size + 1);
    for (let i = 0; i < size; i++) cards[i] = CHOSEN[i] as CardId;
    cards[size] = top;
    out.push({ type: 'defend', cards });
  }
  for (let k = from; k < n; k++) {
    const next = sum + (VALUES[k] as number);
    if (next >= damage) continue;
    CHOSEN.push(ORDER[k] as CardId);
    visit(out, n, damage, k + 1, next, low, top);
    CHOSEN.pop();
  }
}
