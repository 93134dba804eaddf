import type { CardId, Seat } from '@tavern/engine';
import { cardDef, type Suit } from '../cards';
import type { DamageFrame, Frame, SgsState, TriggerFrame, UseFrame } from '../types';
import { frameById, player, handAndEquip } from '../rules/ops';
import type { Choice } from './skill';

/** The damage frame a trigger is about, if that is its host. */
export function hostDamage(s: SgsState, t: TriggerFrame): DamageFrame | null {
  const host: Frame | undefined = frameById(s, t.host);
  return host?.kind === 'damage' ? host : null;
}

/** Is this damage neither conducted nor transferred (the source's D2 modifiers apply only then, §5.4)? */
export function isFreshDamage(d: DamageFrame): boolean {
  return !d.conducted && !d.transferred;
}

/** The card-use frame a trigger is about, if that is its host. */
export function hostUse(s: SgsState, t: TriggerFrame): UseFrame | null {
  const host: Frame | undefined = frameById(s, t.host);
  return host?.kind === 'use' ? host : null;
}

/** The single empty invoke payload of skills that need no choice. */
export const NO_CHOICE: Choice[] = [{ cards: [], targets: [] }];

/** Every unordered pair of cards, in list order. */
export function pairs(cards: readonly CardId[]): CardId[][] {
  const out: CardId[][] = [];
  for (let i = 0; i < cards.length; i++) {
    for (let j = i + 1; j < cards.length; j++) out.push([cards[i] as CardId, cards[j] as CardId]);
  }
  return out;
}

/** Cards of the seat's hand and equipment matching a predicate, each as a one-card source. */
export function singles(s: SgsState, seat: Seat, areas: 'hand' | 'all', test: (card: CardId) => boolean): CardId[][] {
  const p = player(s, seat);
  const pool = areas === 'hand' ? p.hand : handAndEquip(p);
  return pool.filter(test).map((card) => [card]);
}

/** Is this physical card of the suit? */
export function suitIs(card: CardId, ...suits: Suit[]): boolean {
  return suits.includes(cardDef(card).suit);
}

/** Is this physical card black? */
export function isBlack(card: CardId): boolean {
  return suitIs(card, 'S', 'C');
}

/** Is this physical card red? */
export function isRed(card: CardId): boolean {
  return suitIs(card, 'H', 'D');
}
