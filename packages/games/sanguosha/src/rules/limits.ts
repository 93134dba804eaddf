import type { CardId, Seat } from '@tavern/engine';
import { cardDef } from '../cards';
import { getSkill, hasModifier, hasSkill, skillsOf } from '../skills/registry';
import type { SgsState } from '../types';
import { player } from './ops';

/** handLimit(P) = max(0, HP) (+2 per other living Qun for a Xueyi lord), §3.5. */
export function handLimit(s: SgsState, seat: Seat): number {
  let bonus = 0;
  for (const id of skillsOf(s, seat)) bonus += getSkill(id)?.modifiers?.handLimitBonus?.(s, seat) ?? 0;
  return Math.max(0, player(s, seat).hp) + bonus;
}

/** May the seat use one more Kill as a play action now (§3.3)? `cards` are the Kill's physical cards. */
export function killAllowed(s: SgsState, seat: Seat, cards: readonly CardId[]): boolean {
  if ((s.turn.turnFlags['tianyiLost'] ?? 0) > 0) return false;
  if (s.turn.kills < 1 + (s.turn.turnFlags['killBonus'] ?? 0)) return true;
  if (hasModifier(s, seat, 'unlimitedKills')) return true;
  const weapon = player(s, seat).equip.weapon;
  // spec §4.7: a Kill whose physical cards include the Crossbow itself is still limited.
  return weapon !== null && cardDef(weapon).name === 'crossbow' && !cards.includes(weapon) && hasSkill(s, seat, 'crossbow');
}
