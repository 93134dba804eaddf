import type { CardId, Seat } from '@tavern/engine';
import type { JudgeFrame, SgsState } from '../types';
import { emit } from '../rules/events';
import { moveCards, pop, push, setTop, takeTop } from '../rules/ops';
import { pushTrigger } from './trigger';

/** Pushes a judgement of `seat` for `reason` (pipeline J); hands the final card back. */
export function pushJudge(s: SgsState, seat: Seat, reason: string): SgsState {
  return push<JudgeFrame>(s, { kind: 'judge', seat, reason, card: null, step: 'reveal' });
}

/** One step of a judgement: J1 reveal, J2 retrial, J3-J4 result and after-result hooks, J5 discard. */
export function runJudge(s: SgsState, f: JudgeFrame): SgsState {
  switch (f.step) {
    case 'reveal': {
      const { state, cards } = takeTop(s, 1);
      if (state.result !== null) return state;
      const card = cards[0] as CardId;
      emit({ type: 'judgementStarted', seat: f.seat, reason: f.reason, card });
      const next = setTop({ ...state, processing: [...state.processing, card] }, { ...f, card, step: 'retrial' });
      return pushTrigger(next, 'retrial', f.id, f.seat);
    }
    case 'retrial': {
      emit({ type: 'judgementResult', seat: f.seat, reason: f.reason, card: f.card });
      return pushTrigger(setTop(s, { ...f, step: 'after' }), 'judged', f.id, f.seat);
    }
    case 'after': {
      const card = f.card as CardId;
      const next = s.processing.includes(card) ? moveCards(s, [card], { to: 'discard' }) : s;
      return pop(next, card);
    }
    case 'done':
      return pop(s, f.card);
  }
}
