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
  if (total < damage) throw ruleError('defendTooLittle', { cards: labels(cards), total, damage });
  let highest = 0;
  for (const card of cards) highest = Math.max(highest, cardValue(card));
  if (total - highest >= damage) {
    const spare = cards.find((card) => total - cardValue(card) >= damage) ?? '';
    throw ruleError('defendTooMuch', { cards: labels(cards), card: cardLabel(spare), damage });
  }
}

function labels(cards: readonly CardId[]): string {
  return cards.map(cardLabel).join(' + ');
}

/** Discards the cards (last listed on top), never triggering suit powers (§3.6), and ends the turn. */
export function resolveDefence(d: Draft, cards: readonly CardId[]): void {
  const seat = d.current;
  d.hands = replaceAt(d.hands, seat, without(d.hands[seat] ?? [], cards));
  const landed: CardId[] = [];
  for (let i = cards.length - 1; i >= 0; i--) landed.push(cards[i] as CardId);
  d.discard = landed.concat(d.discard);
  d.events.push({ type: 'damageCovered', seat, cards, damage: d.pendingDamage });
  endTurn(d);
}

/**
 * Every legal discard set against `damage` (§3.6), each set once: the highest card last (it is the
 * one that covers the damage) after the others in descending value. Enumerates by choosing the
 * highest card first, then subsets of lower-or-equal cards whose sum stays in [D − max, D − 1].
 */
export function enumerateDefences(hand: readonly CardId[], damage: number, out: RegicideAction[]): void {
  const n = hand.length;
  const order: CardId[] = hand.slice();
  const values: number[] = [];
  // Insertion sort by value, descending (hands hold at most 8 cards).
  for (let i = 0; i < n; i++) {
    const card = order[i] as CardId;
    const value = cardValue(card);
    let j = i - 1;
    while (j >= 0 && (values[j] as number) < value) {
      order[j + 1] = order[j] as CardId;
      values[j + 1] = values[j] as number;
      j--;
    }
    order[j + 1] = card;
    values[j + 1] = value;
  }
  const search: Search = { order, values, damage, chosen: [], out };
  for (let m = 0; m < n; m++) {
    const top = values[m] as number;
    if (top === 0) break;
    visit(search, m + 1, 0, damage - top, order[m] as CardId);
  }
}

interface Search {
  readonly order: readonly CardId[];
  readonly values: readonly number[];
  readonly damage: number;
  readonly chosen: CardId[];
  readonly out: RegicideAction[];
}

/** Adds every set `chosen` ∪ (cards from `from` on) ∪ {top} whose lower cards sum to [low, damage). */
function visit(search: Search, from: number, sum: number, low: number, top: CardId): void {
  const { order, values, damage, chosen } = search;
  if (sum >= low) {
    const cards = chosen.slice();
    cards.push(top);
    search.out.push({ type: 'defend', cards });
  }
  for (let k = from; k < order.length; k++) {
    const next = sum + (values[k] as number);
    if (next >= damage) continue;
    chosen.push(order[k] as CardId);
    visit(search, k + 1, next, low, top);
    chosen.pop();
  }
}
