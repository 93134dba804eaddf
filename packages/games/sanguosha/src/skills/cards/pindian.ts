import type { CardId, Seat } from '@tavern/engine';
import { cardDef } from '../../cards';
import { pushScript } from '../../frames/script';
import { emit } from '../../rules/events';
import { moveCards, pop, setTop } from '../../rules/ops';
import { askSelect } from '../../rules/prompt';
import type { SgsState } from '../../types';
import type { Skill } from '../skill';

/**
 * Starts a point fight (§4.11) of `initiator` against `opponent`; hands back true iff the initiator won.
 * Each side chooses a hand card with its own `select` prompt: the first choice stays in a hand until both
 * are revealed, so the view hides it from the opponent and the choices are secret as if simultaneous.
 */
export function pushPointFight(s: SgsState, initiator: Seat, opponent: Seat): SgsState {
  return pushScript(s, 'pindian', initiator, { about: opponent });
}

/** The point fight as a script entry of the registry (no general has it; skills push it). */
export const pindian: Skill = {
  id: 'pindian',
  title: 'Point fight',
  script: (s, f) => {
    const opponent = f.about as Seat;
    switch (f.step) {
      case 'start':
        return askSelect(setTop(s, { ...f, step: 'first' }), f.owner, 'pindian', 1, 1);
      case 'first': {
        const mine = (f.ret as readonly CardId[])[0] as CardId;
        return askSelect(setTop(s, { ...f, step: 'second', data: { mine }, ret: null }), opponent, 'pindian', 1, 1);
      }
      default: {
        const mine = f.data['mine'] as CardId;
        const theirs = (f.ret as readonly CardId[])[0] as CardId;
        const won = cardDef(mine).rank > cardDef(theirs).rank;
        emit({ type: 'pointFight', seat: f.owner, opponent, card: mine, opponentCard: theirs, won });
        const next = moveCards(moveCards(s, [mine], { to: 'discard' }), [theirs], { to: 'discard' });
        return pop(next, won);
      }
    }
  },
};
