import type { Seat, TextContext } from '@tavern/engine';
import type { Action } from '../types';
import type { SgsView } from '../view';
import { optionText } from './ask-text';
import { seatList, wordsOf, type Words } from './words';

/** A used card in words: its cards, or what a skill turned them into ("Kill (Wusheng: Peach ♥3)"). */
export function usedCardText(cards: readonly string[], as: string, via: string | null, w: Words): string {
  const labels = cards.map(w.card).join(' + ');
  if (via === null) return labels === '' ? w.skill(as) : labels;
  const params = { as: w.skill(as), skill: w.skill(via), cards: labels };
  return labels === '' ? w.say('card.viaAlone', params) : w.say('card.via', params);
}

/** The sentence for a skill or an invocation, by whether it has cards and targets: [none, with, on, with and on]. */
const WITH_ON = {
  skill: ['action.skill', 'action.skillWith', 'action.skillOn', 'action.skillWithOn'],
  invoke: ['action.invoke', 'action.invokeWith', 'action.invokeOn', 'action.invokeWithOn'],
} as const;

function withOn(kind: keyof typeof WITH_ON, cards: readonly string[], targets: readonly Seat[], w: Words, params: Readonly<Record<string, string>>): string {
  const key = WITH_ON[kind][(cards.length > 0 ? 1 : 0) + (targets.length > 0 ? 2 : 0)] ?? WITH_ON[kind][0];
  return w.say(key, { ...params, cards: cards.map(w.card).join(', '), targets: seatList(targets, w) });
}

/** An action as a numbered-menu line or a button. */
export function describeAction(action: Action, view: SgsView, words: TextContext): string {
  const w = wordsOf(words);
  switch (action.type) {
    case 'chooseGeneral': return w.say('action.chooseGeneral', { general: w.general(action.general) });
    case 'useCard': {
      const card = usedCardText(action.cards, action.as, action.via, w);
      return action.targets.length > 0
        ? w.say('action.useOn', { card, targets: seatList(action.targets, w) })
        : w.say('action.use', { card });
    }
    case 'useSkill': return withOn('skill', action.cards, action.targets, w, { skill: w.skill(action.skill) });
    case 'endPhase': return w.say('action.endPhase');
    case 'respond': {
      const cards = action.cards.map(w.card).join(' + ');
      if (action.via === null) return w.say('action.respond', { cards });
      return cards === '' ? w.say('action.respondNone', { skill: w.skill(action.via) }) : w.say('action.respondVia', { cards, skill: w.skill(action.via) });
    }
    case 'respondSkill': return w.say('action.respondSkill', { skill: w.skill(action.skill) });
    case 'pass': return w.say('action.pass');
    case 'invoke': return withOn('invoke', action.cards, action.targets, w, {});
    case 'selectCard': return w.say('action.selectCard', { card: w.card(action.card) });
    case 'finish': return w.say('action.finish');
    case 'pickHand': return w.say('action.pickHand', { n: action.slot + 1 });
    case 'pickCard': return w.say('action.pickCard', { card: w.card(action.card) });
    case 'chooseOption': return w.say('action.chooseOption', { option: optionText(action.option, w) });
    case 'chooseSeat': return w.say('action.chooseSeat', { name: w.nameOf(action.seat), general: w.general(view.players[action.seat]?.general ?? null) });
    case 'chooseSkill': return w.say('action.chooseSkill', { skill: w.skill(action.skill) });
    case 'place': return w.say(action.where === 'top' ? 'action.placeTop' : 'action.placeBottom', { card: w.card(action.card) });
  }
}
