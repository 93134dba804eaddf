import type { Seat } from '@tavern/engine';
import { pushDamage } from '../../frames/damage';
import { pushScript } from '../../frames/script';
import { pickedCard } from '../../frames/use';
import { emit } from '../../rules/events';
import { bumpPhaseFlag, moveCards, player, pop, setTop } from '../../rules/ops';
import { others } from '../../rules/play-action';
import { suitFor } from '../registry';
import { ask } from '../../rules/prompt';
import type { Action } from '../../types';
import type { Skill } from '../skill';

const SUITS = ['spade', 'heart', 'club', 'diamond'] as const;
const SUIT_CODE = { spade: 'S', heart: 'H', club: 'C', diamond: 'D' } as const;

/** Fanjian (Zhou Yu): once per play phase, a player names a suit, takes a blind card from him; wrong suit: 1 damage. */
export const fanjian: Skill = {
  id: 'fanjian',
  title: 'Fanjian',
  limits: { perPhase: 1 },
  active: {
    actions: (s, owner) =>
      (s.turn.phaseFlags['fanjian'] ?? 0) === 0 && player(s, owner).hand.length > 0
        ? others(s, owner).map((target) => ({ type: 'useSkill', skill: 'fanjian', cards: [], targets: [target] }))
        : [],
    start: (s, owner, action) => pushScript(bumpPhaseFlag(s, 'fanjian'), 'fanjian', owner, { about: action.targets[0] ?? null }),
  },
  script: (s, f) => {
    const target = f.about as Seat;
    switch (f.step) {
      case 'start':
        return ask(setTop(s, { ...f, step: 'named' }), [target], { type: 'option', options: [...SUITS], reason: 'fanjian' });
      case 'named': {
        const answer = f.ret as Action;
        const named = answer.type === 'chooseOption' ? answer.option : 'spade';
        emit({ type: 'suitNamed', seat: target, suit: named, reason: 'fanjian' });
        if (player(s, f.owner).hand.length === 0) return pop(s);
        return ask(setTop(s, { ...f, step: 'picked', data: { named }, ret: null }), [target], {
          type: 'pickCard', from: f.owner, areas: ['hand'], reason: 'fanjian',
        });
      }
      default: {
        const { state, card } = pickedCard(s, f.owner, f.ret as Action);
        // spec §6.1: the card taken in Fanjian is shown to everyone.
        emit({ type: 'cardShown', seat: target, from: f.owner, card, reason: 'fanjian' });
        const next = moveCards(state, [card], { to: 'hand', seat: target, reveal: 'public' });
        const named = f.data['named'] as keyof typeof SUIT_CODE;
        // Hongyan: the card's suit as it counts in the taker's hand.
        if (suitFor(next, card, target) === SUIT_CODE[named]) return pop(next);
        return pushDamage(pop(next), f.owner, target, 1, null);
      }
    }
  },
};
