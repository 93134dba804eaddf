import type { Seat } from '@tavern/engine';
import { typeOf } from '../cards';
import type { Ask } from '../types';
import type { SgsView } from '../view';
import { seatList, type Words } from './words';

const SPECIAL_REASONS = new Set(['rescue', 'discardPhase', 'fire_attack_show', 'pindian']);

/** Why something is asked, in words: "to save a dying player", "for Fanjian". */
export function reasonText(reason: string, w: Words): string {
  if (SPECIAL_REASONS.has(reason)) return w.say(`reason.${reason}`);
  const name = w.skill(reason);
  return name === w.say('card.some') ? w.say('reason.rules') : w.say('reason.for', { name });
}

/** An option of a choice in words ("spades ♠", "take 1 damage"). */
export function optionText(option: string, w: Words): string {
  const text = w.say(`option.${option}`);
  return text === `option.${option}` ? w.say('option.other') : text;
}

/** The card use being answered: the nearest use frame under the prompt (its user and card). */
function answeredUse(view: SgsView | null): { user: Seat; card: string } | null {
  if (view === null) return null;
  for (let i = view.stack.length - 1; i >= 0; i--) {
    const frame = view.stack[i];
    if (frame?.kind === 'use') return { user: frame.user, card: frame.card.name };
  }
  return null;
}

function respondText(ask: Extract<Ask, { type: 'respond' }>, view: SgsView | null, asked: readonly Seat[], w: Words): string {
  if (ask.want === 'peach') {
    const dying = ask.target;
    if (dying !== null && asked.length === 1 && asked[0] === dying) return w.say('ask.rescueSelf');
    return w.say('ask.rescue', { dying: w.nameOf(dying) });
  }
  const want = w.title(ask.want);
  const verb = ask.mode === 'use' ? 'Use' : 'Play';
  let text: string;
  if (ask.onBehalf !== null) {
    text = w.say(`ask.respondFor${verb}`, { want, for: w.nameOf(ask.onBehalf), skill: w.skill(ask.reason) });
  } else {
    const use = answeredUse(view);
    text =
      use !== null && use.card === ask.reason
        ? w.say(`ask.respondTo${verb}`, { want, user: w.nameOf(use.user), card: w.skill(use.card) })
        : w.say(`ask.respond${verb}`, { want, reason: reasonText(ask.reason, w) });
  }
  return ask.n > 1 ? w.say('ask.nth', { ask: text, i: ask.i, n: ask.n }) : text;
}

function selectText(ask: Extract<Ask, { type: 'select' }>, w: Words): string {
  const reason = reasonText(ask.reason, w);
  const text =
    ask.min === ask.max
      ? w.say('ask.select', { count: ask.min, reason })
      : ask.min === 0
        ? w.say('ask.selectUpTo', { count: ask.max, reason })
        : w.say('ask.selectRange', { min: ask.min, max: ask.max, reason });
  return ask.picked.length > 0 ? w.say('ask.picked', { ask: text, count: ask.picked.length }) : text;
}

/**
 * What a prompt asks, in words, addressed to whoever answers it (no subject: the terminal writes
 * "Waiting for Ann: …", the browser puts it under "Your decision"). `view` lets a response name
 * the card it answers and who used it.
 */
export function askText(ask: Ask, asked: readonly Seat[], view: SgsView | null, w: Words): string {
  switch (ask.type) {
    case 'chooseGeneral': return w.say('ask.chooseGeneral');
    case 'play': return w.say('ask.play');
    case 'respond': return respondText(ask, view, asked, w);
    case 'negate': {
      const card = w.title(ask.card);
      const target = w.nameOf(ask.target);
      // A delayed trick is negated when it is judged: its user is long gone from the story.
      const text = typeOf(ask.card) === 'delayed'
        ? w.say('ask.negateDelayed', { card, target })
        : w.say('ask.negate', { card, user: w.nameOf(ask.user), target });
      return ask.count > 0 ? w.say('ask.negateCount', { ask: text, count: ask.count }) : text;
    }
    case 'confirm':
      return ask.about === null
        ? w.say('ask.confirm', { skill: w.skill(ask.skill) })
        : w.say('ask.confirmAbout', { skill: w.skill(ask.skill), about: w.nameOf(ask.about) });
    case 'select': return selectText(ask, w);
    case 'pickCard': return w.say('ask.pickCard', { from: w.nameOf(ask.from), reason: reasonText(ask.reason, w) });
    case 'option': return w.say('ask.option', { options: w.list(ask.options.map((o) => optionText(o, w)), 'or'), reason: reasonText(ask.reason, w) });
    case 'seat': return w.say('ask.seat', { reason: reasonText(ask.reason, w) });
    case 'harvest': return w.say('ask.harvest', { cards: w.cards(ask.cards) });
    case 'order': return w.say('ask.order');
    case 'arrange': return w.say('ask.arrange');
  }
}

/** Who is asked, in words. */
export function askedText(asked: readonly Seat[], w: Words): string {
  return seatList(asked, w);
}
