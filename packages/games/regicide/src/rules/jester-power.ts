import type { CardId } from '@tavern/engine';
import { ruleError } from '../errors';
import { currentHand, replaceAt, type Draft } from './draft';
import { giveCards } from './suit-powers';
import { checkCoverable, startTurn } from './turn';
import type { RegicideState } from '../state';

/** Throws unless the current player may use a solo Jester power now (§3.12). */
export function checkJesterPower(state: RegicideState): void {
  if (state.jesterPowers === null) throw ruleError('notSolo', {});
  if (state.jesterPowers === 0) throw ruleError('noJesterPower', {});
}

/**
 * A solo Jester power (§3.12): the hand goes to the discard pile, the player draws from the Tavern
 * up to the maximum hand size, and one power is spent. Immunity and yield flags are untouched.
 * In phase play the start-of-turn check runs again; in defend the damage is checked again.
 */
export function resolveJesterPower(d: Draft): void {
  const seat = d.current;
  const hand = currentHand(d) as readonly CardId[];
  d.discard = [...hand].reverse().concat(d.discard);
  d.hands = replaceAt(d.hands, seat, []);
  d.jesterPowers = (d.jesterPowers ?? 1) - 1;
  d.events.push({ type: 'jesterPowerUsed', seat, discarded: hand });
  const count = Math.min(d.maxHandSize, d.tavern.length);
  if (count > 0) {
    const gained = d.hands.map((_, s) => (s === seat ? d.tavern.slice(0, count) : []));
    giveCards(d, gained, count);
  }
  if (d.phase === 'defend') checkCoverable(d);
  else startTurn(d, seat);
}
