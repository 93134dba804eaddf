import type { CardId, Seat } from '@tavern/engine';
import type { CardName } from '../cards';
import type { Action, NegateFrame, SgsState } from '../types';
import { emit } from '../rules/events';
import { moveCards, pop, push, seatsFrom, setTop } from '../rules/ops';
import { ask } from '../rules/prompt';
import { pushTrigger } from './trigger';

/** Pushes a Negate chain about `card`'s effect on `target` (pipeline NC); hands back "cancelled?". */
export function pushNegate(s: SgsState, card: CardName, user: Seat, target: Seat): SgsState {
  return push<NegateFrame>(s, { kind: 'negate', card, user, target, count: 0, used: null, step: 'ask' });
}

/** One step of a Negate chain (§4.4): a simultaneous window, seat priority from the current player. */
export function runNegate(s: SgsState, f: NegateFrame): SgsState {
  switch (f.step) {
    case 'ask': {
      const asked = seatsFrom(s, s.turn.seat);
      const next = setTop(s, { ...f, step: 'answered' });
      return ask(next, asked, { type: 'negate', card: f.card, user: f.user, target: f.target, count: f.count }, 'each');
    }
    case 'answered': {
      const answers = f.ret as Readonly<Record<string, Action>>;
      for (const seat of seatsFrom(s, s.turn.seat)) {
        const answer = answers[String(seat)];
        if (answer?.type !== 'respond') continue;
        const card = answer.cards[0] as CardId;
        emit({ type: 'negateUsed', seat, card, via: answer.via, count: f.count + 1 });
        let next = moveCards(s, [card], { to: 'processing' });
        next = setTop(next, { ...f, count: f.count + 1, used: card, step: 'used', ret: null });
        return pushTrigger(next, 'cardUsed', f.id, seat);
      }
      return pop(s, f.count % 2 === 1);
    }
    case 'used': {
      const card = f.used;
      let next = card !== null && s.processing.includes(card) ? moveCards(s, [card], { to: 'discard' }) : s;
      next = setTop(next, { ...f, used: null, step: 'ask' });
      return next;
    }
  }
}
