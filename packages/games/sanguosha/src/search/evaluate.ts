import type { Seat } from '@tavern/engine';
import type { Player, SgsState } from '../types';
import { sideOf } from './sides';

/**
 * A living player's staying power: health counts most (and the last point most of all: at 1 HP
 * one hit starts a dying process), then cards in hand (answers and threats) and equipment.
 */
function strength(p: Player): number {
  if (!p.alive) return 0;
  let equipment = 0;
  for (const card of [p.equip.weapon, p.equip.armor, p.equip.plus, p.equip.minus]) if (card !== null) equipment++;
  const hp = Math.max(0, p.hp);
  return hp + Math.min(hp, 1) + 0.45 * p.hand.length + 0.3 * equipment;
}

/**
 * A sampled world's value for `seat`, in [0, 1]: its side's share of the table's strength, the
 * lord weighted double (the crown falls with the lord). The spy, who must outlast everyone, scores
 * its own strength against the stronger of the two sides, and gains as the table thins.
 */
export function evaluateForSeat(s: SgsState, seat: Seat): number {
  const me = s.players[seat];
  if (me === undefined) return 0.5;
  let crown = 0;
  let rebels = 0;
  for (const p of s.players) {
    const value = strength(p) * (p.role === 'role:lord' ? 2 : 1);
    const side = sideOf(p.role);
    if (side === 'crown') crown += value;
    else if (side === 'rebels') rebels += value;
  }
  const total = crown + rebels;
  switch (sideOf(me.role)) {
    case 'crown':
      return total > 0 ? crown / total : 0.5;
    case 'rebels':
      return total > 0 ? rebels / total : 0.5;
    case 'spy': {
      const own = strength(me);
      const rival = Math.max(crown, rebels);
      return own + rival > 0 ? own / (own + rival) : 0;
    }
  }
}
