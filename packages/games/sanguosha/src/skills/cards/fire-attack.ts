import type { CardId } from '@tavern/engine';
import { cardDef } from '../../cards';
import { registerSelectFilter } from '../../rules/legal';

/** Fire Attack's discard (§4.10) must match the suit of the card the target showed (the use's `revealed`). */
export function registerFireAttackFilter(): void {
  registerSelectFilter('fire_attack', (s, _seat, card) => {
    for (let i = s.stack.length - 1; i >= 0; i--) {
      const frame = s.stack[i];
      if (frame?.kind === 'use' && frame.card.name === 'fire_attack' && frame.revealed.length > 0) {
        return cardDef(card).suit === cardDef(frame.revealed[0] as CardId).suit;
      }
    }
    return false;
  });
}
