import type { Seat } from '@tavern/engine';
import { canYield, currentAttack, currentHand, totalValue, type Draft } from './draft';

/**
 * Begins Step 1 for `seat` and runs the start-of-turn check (§3.1): a player with an empty hand
 * must yield (multiplayer) or use a Jester power (solo); with neither possible the game is lost.
 */
export function startTurn(d: Draft, seat: Seat): void {
  d.current = seat;
  d.phase = 'play';
  d.pendingDamage = 0;
  if (currentHand(d).length > 0) return;
  const stuck = d.jesterPowers === null ? !canYield(d) : d.jesterPowers === 0;
  if (stuck) lose(d, 'cannotPlayOrYield');
}

/** Ends the current turn after Step 4 (§3.9): the next seat clockwise, or the solo player again. */
export function endTurn(d: Draft): void {
  startTurn(d, ((d.current + 1) % d.numPlayers) as Seat);
}

/** Step 4 (§3.6, solo §3.12): the enemy attacks the current player. */
export function sufferDamage(d: Draft): void {
  const enemy = d.enemy;
  if (enemy === null) return;
  const damage = currentAttack(enemy);
  if (damage === 0) {
    endTurn(d);
    return;
  }
  d.phase = 'defend';
  d.pendingDamage = damage;
  checkCoverable(d);
}

/**
 * In phase defend: a hand worth less than the damage loses at once, unless (solo) a Jester power
 * is left, in which case using it is the only legal action (§3.6, §3.12).
 */
export function checkCoverable(d: Draft): void {
  if (totalValue(currentHand(d)) >= d.pendingDamage) return;
  if (d.jesterPowers !== null && d.jesterPowers > 0) return;
  lose(d, 'cannotSatisfyDamage');
}

/** Ends the game in defeat (§4). */
export function lose(d: Draft, reason: 'cannotSatisfyDamage' | 'cannotPlayOrYield'): void {
  const damage = d.pendingDamage;
  d.phase = 'lost';
  d.lossReason = reason;
  // spec §2: pendingDamage is 0 outside phase defend (the event keeps the damage that was due).
  d.pendingDamage = 0;
  d.events.push({ type: 'gameLost', reason, seat: d.current, damage });
}
