import type { Seat } from '@tavern/engine';
import type { Action, Ask, PromptFrame, SgsState } from '../types';
import { equipCards, player, push } from './ops';

/** Pushes a prompt frame asking `asked` (style point 11). */
export function ask(s: SgsState, asked: readonly Seat[], what: Ask, quorum: 'each' | 'one' = 'one'): SgsState {
  return push<PromptFrame>(s, { kind: 'prompt', ask: what, asked, quorum, answers: {}, timeout: defaultAnswer(s, what) });
}

/** The time-out answer of a prompt whose default does not depend on who answers (spec §5.3). */
function defaultAnswer(s: SgsState, what: Ask): Action | null {
  switch (what.type) {
    case 'play':
      return { type: 'endPhase' };
    case 'respond': case 'negate': case 'confirm':
      return { type: 'pass' };
    case 'option':
      return what.options[0] !== undefined ? { type: 'chooseOption', option: what.options[0] } : null;
    case 'seat':
      return what.seats[0] !== undefined ? { type: 'chooseSeat', seat: what.seats[0] } : null;
    case 'order':
      return what.skills[0] !== undefined ? { type: 'chooseSkill', skill: what.skills[0] } : null;
    case 'harvest':
      return what.cards[0] !== undefined ? { type: 'pickCard', card: what.cards[0] } : null;
    case 'pickCard': {
      const from = player(s, what.from);
      if (what.areas.includes('hand') && from.hand.length > 0) return { type: 'pickHand', slot: 0 };
      const equipped = what.areas.includes('equip') ? equipCards(from)[0] : undefined;
      if (equipped !== undefined) return { type: 'pickCard', card: equipped };
      const judged = what.areas.includes('judge') ? from.judge[0]?.card : undefined;
      if (judged !== undefined) return { type: 'pickCard', card: judged };
      const piled = what.areas.includes('buqu') ? from.buqu[0] : undefined;
      return piled !== undefined ? { type: 'pickCard', card: piled } : null;
    }
    case 'chooseGeneral': case 'select': case 'arrange':
      return null;
  }
}

/** Pushes an incremental own-card choice (`choose_cards`): one `selectCard` per card, `finish` when optional. */
export function askSelect(
  s: SgsState,
  seat: Seat,
  reason: string,
  min: number,
  max: number,
  areas: readonly ('hand' | 'equip')[] = ['hand'],
): SgsState {
  return ask(s, [seat], { type: 'select', reason, min, max, areas, picked: [] });
}
