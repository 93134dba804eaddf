import { registerSelectFilter } from '../../rules/legal';
import { suitFor } from '../registry';

/** Fire Attack's discard (§4.10) must match the suit of the card the target showed (the use's `shownSuit`). */
export function registerFireAttackFilter(): void {
  registerSelectFilter('fire_attack', (s, seat, card) => {
    for (let i = s.stack.length - 1; i >= 0; i--) {
      const frame = s.stack[i];
      if (frame?.kind === 'use' && frame.card.name === 'fire_attack' && frame.shownSuit !== null) {
        return suitFor(s, card, seat) === frame.shownSuit;
      }
    }
    return false;
  });
}
