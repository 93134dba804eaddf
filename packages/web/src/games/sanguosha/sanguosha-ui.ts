import {
  CARD_TITLE,
  cardLabel,
  describeAction,
  describeEvent,
  findCard,
  GENERALS,
  type Action,
  type SgsView,
} from '@tavern/sanguosha/client';
import type { ChoiceStep } from '../../builder/model';
import { referenceWords } from '../reference';
import { i18n } from '../../i18n';
import type { CardFace } from '../cards/CardButton';
import { genericActionWords } from '../generic/generic-ui';
import { gameWords } from '../game-words';
import type { GameUi, WireAction } from '../types';
import { SanguoshaTable } from './SanguoshaTable';

const t = i18n.t.bind(i18n);

/** Is this a Sanguosha view? */
export function isSanguoshaView(view: unknown): view is SgsView {
  return typeof view === 'object' && view !== null && 'players' in view && 'stack' in view && 'turn' in view;
}

const RED = new Set(['H', 'D']);
const SUIT = { S: '♠', H: '♥', C: '♣', D: '♦' } as const;
const RANKS: Readonly<Record<number, string>> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

/** A card's face: its name, suit and rank, toned by family (basic, trick, equipment). */
export function sanguoshaFace(id: string): CardFace {
  const card = findCard(id);
  if (card === undefined) return { title: '?', sub: '', tone: 'tone-unknown' };
  const family = card.type === 'basic' ? 'basic' : card.type === 'trick' || card.type === 'delayed' ? 'trick' : 'gear';
  return {
    title: CARD_TITLE[card.name],
    sub: `${SUIT[card.suit]}${RANKS[card.rank] ?? String(card.rank)}`,
    tone: `sgs-${family}${RED.has(card.suit) ? ' sgs-red' : ''}`,
  };
}

/** A general's name, or a placeholder before the choice. */
export function generalName(id: string | null): string {
  if (id === null) return t('games.sanguosha.noGeneral');
  return GENERALS.find((g) => g.id === id)?.name ?? id;
}

/** The prompt frame now addressed to `seat`, if any. */
export function promptFor(view: SgsView, seat: number) {
  for (let i = view.stack.length - 1; i >= 0; i--) {
    const frame = view.stack[i];
    if (frame?.kind === 'prompt') return frame.asked.includes(seat as never) ? frame : null;
  }
  return null;
}

function cardsOf(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string') : [];
}

function seatsOf(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((s): s is number => typeof s === 'number').map(String) : [];
}

function decompose(action: WireAction): readonly ChoiceStep[] {
  const cards = cardsOf(action['cards']);
  const targets = seatsOf(action['targets']);
  const steps: ChoiceStep[] = [];
  switch (action.type) {
    case 'useSkill':
      steps.push({ slot: 'skill', kind: 'one', value: String(action['skill']) });
      break;
    case 'useCard':
    case 'respond':
    case 'invoke':
      break;
    case 'selectCard':
      return [{ slot: 'cards', kind: 'set', values: [String(action['card'])] }];
    default:
      return [];
  }
  if (cards.length > 0) steps.push({ slot: 'cards', kind: 'set', values: cards });
  if (targets.length > 0) steps.push({ slot: 'targets', kind: 'set', values: targets });
  return steps;
}

/** Sanguosha in the browser. */
export const sanguoshaUi: GameUi = {
  id: 'sanguosha',
  decompose,
  describeAction(action, view, names) {
    if (!isSanguoshaView(view)) return genericActionWords(action);
    return describeAction(action as Action, view, gameWords(names));
  },
  describeEvent(event, view, names) {
    return describeEvent(event, isSanguoshaView(view) ? view : null, gameWords(names));
  },
  describeChoice: (slot, value, _view, names) =>
    slot === 'targets' || /^\d+$/.test(value)
      ? (names?.[Number(value)] ?? t('room.seat', { n: Number(value) + 1 }))
      : findCard(value) === undefined
        ? (referenceWords('sanguosha', value) ?? value)
        : cardLabel(value),
  prompt(view) {
    if (!isSanguoshaView(view) || view.viewer === 'spectator') return null;
    const words = (code: string): string =>
      code in CARD_TITLE ? CARD_TITLE[code as keyof typeof CARD_TITLE] : (referenceWords('sanguosha', code) ?? code.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());
    const frame = promptFor(view, view.viewer);
    if (frame === null) return null;
    const ask = frame.ask;
    switch (ask.type) {
      case 'respond': {
        return t('games.sanguosha.respondPrompt', { want: CARD_TITLE[ask.want], reason: words(ask.reason) });
      }
      case 'negate':
        return t('games.sanguosha.negatePrompt', { card: CARD_TITLE[ask.card] });
      case 'select':
        return t('games.sanguosha.selectPrompt', { min: ask.min, max: ask.max, reason: words(ask.reason) });
      case 'chooseGeneral':
        return t('games.sanguosha.chooseGeneralPrompt');
      case 'confirm':
        return t('games.sanguosha.confirmPrompt', { skill: words(ask.skill) });
      case 'play':
        return t('games.sanguosha.playPrompt');
      case 'pickCard':
        return t('games.sanguosha.pickCardPrompt', { reason: words(ask.reason) });
      case 'option':
        return t('games.sanguosha.optionPrompt');
      case 'seat':
        return t('games.sanguosha.seatPrompt');
      case 'harvest':
        return t('games.sanguosha.harvestPrompt');
      case 'order':
      case 'arrange':
        return t('games.sanguosha.arrangePrompt');
    }
  },
  explainClick(_state, slot, value, view) {
    // A card not on offer: ask the rules what using (or answering with) it would mean, so they say why not.
    if (slot !== 'cards' || !isSanguoshaView(view) || view.viewer === 'spectator') return null;
    const card = findCard(value);
    if (card === undefined) return null;
    const ask = promptFor(view, view.viewer)?.ask.type;
    if (ask === 'respond') return { type: 'respond', cards: [value], via: null };
    return { type: 'useCard', cards: [value], as: card.name, via: null, targets: [] };
  },
  urgent(view) {
    if (!isSanguoshaView(view) || view.viewer === 'spectator') return false;
    const type = promptFor(view, view.viewer)?.ask.type;
    return type === 'respond' || type === 'negate';
  },
  Table: SanguoshaTable,
};
