import type { Seat } from '@tavern/engine';
import type { CardName } from '../cards';
import type { SgsState } from '../types';

/** Cards whose use against a seat is an open act of hostility (§6.1 reading of intent). */
const HOSTILE_CARDS: ReadonlySet<CardName> = new Set<CardName>([
  'kill', 'duel', 'dismantle', 'steal', 'indulgence', 'fire_attack', 'borrowed_sword',
]);

/** Is using `card` on another seat an open act of hostility? */
export function isHostileCard(card: CardName): boolean {
  return HOSTILE_CARDS.has(card);
}

/**
 * Adds `amount` to what `actor` has openly done to `target` (positive: hostile, negative:
 * friendly). Acts on oneself and acts without an actor are not conduct.
 */
export function recordConduct(s: SgsState, actor: Seat | null, target: Seat, amount: number): SgsState {
  if (actor === null || actor === target) return s;
  const players = s.players.slice();
  const p = players[actor];
  if (p === undefined) return s;
  const conduct = p.conduct.slice();
  conduct[target] = (conduct[target] ?? 0) + amount;
  players[actor] = { ...p, conduct };
  return { ...s, players };
}
