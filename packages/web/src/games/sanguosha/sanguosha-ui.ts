import type { TextContext } from '@tavern/engine';
import { askText, describeAction, describeEvent, findCard, wordsOf, type Action, type SgsView, type Words } from '@tavern/sanguosha/client';
import { loadAutoPassChoice } from '../../api/auto-pass-choice';
import type { ChoiceStep } from '../../builder/model';
import type { CardFace } from '../cards/CardButton';
import { i18n } from '../../i18n';
import { gameWords } from '../game-words';
import { genericActionWords } from '../generic/generic-ui';
import type { GameUi, SeatNames, WireAction } from '../types';
import { SanguoshaSummary } from './SanguoshaSummary';
import { SanguoshaTable } from './SanguoshaTable';

/** Is this a Sanguosha view? */
export function isSanguoshaView(view: unknown): view is SgsView {
  return typeof view === 'object' && view !== null && 'players' in view && 'stack' in view && 'turn' in view;
}

const NO_NAMES: SeatNames = [];
let lastContext: { readonly names: SeatNames; readonly language: string; readonly context: TextContext } | null = null;

/** The game's text context for these names in the page's language, the same object while neither changes. */
function contextFor(names: SeatNames): TextContext {
  if (lastContext?.names !== names || lastContext.language !== i18n.language) {
    lastContext = { names, language: i18n.language, context: gameWords(names) };
  }
  return lastContext.context;
}

/** Sanguosha's words in the page's language (sentences from the catalogue, names from the reference). */
export function sgsWords(names: SeatNames = NO_NAMES): Words {
  // The table's own sentences (`table.*`) are in the game's namespace too.
  return { ...wordsOf(contextFor(names)), say: (key, params) => i18n.t(`sanguosha:${key}`, params ?? {}) };
}

const RED = new Set(['H', 'D']);
const SUIT = { S: '♠', H: '♥', C: '♣', D: '♦' } as const;
const RANKS: Readonly<Record<number, string>> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

/** A card's face: its name in the page's language, suit and rank, toned by family (basic, trick, equipment). */
export function sanguoshaFace(id: string, words: Words = sgsWords()): CardFace {
  const card = findCard(id);
  if (card === undefined) return { title: '?', sub: '', tone: 'tone-unknown' };
  const family = card.type === 'basic' ? 'basic' : card.type === 'trick' || card.type === 'delayed' ? 'trick' : 'gear';
  return {
    title: words.title(card.name),
    sub: `${SUIT[card.suit]}${RANKS[card.rank] ?? String(card.rank)}`,
    tone: `sgs-${family}${RED.has(card.suit) ? ' sgs-red' : ''}`,
  };
}

/** The prompt frame now addressed to `seat`, if any. */
export function promptFor(view: SgsView, seat: number) {
  for (let i = view.stack.length - 1; i >= 0; i--) {
    const frame = view.stack[i];
    if (frame?.kind === 'prompt') return frame.asked.includes(seat as never) ? frame : null;
  }
  return null;
}

/** Is every legal move a pass (the seat cannot answer: the server passes for it after a delay)? */
export function onlyPass(legal: readonly WireAction[]): boolean {
  return legal.length > 0 && legal.every((action) => action.type === 'pass');
}

/** A sentence as a prompt line: its first letter capitalised (catalogue asks start in lower case). */
function sentence(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
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
    return describeAction(action as Action, view, contextFor(names));
  },
  describeEvent(event, view, names) {
    return describeEvent(event, isSanguoshaView(view) ? view : null, contextFor(names));
  },
  describeChoice: (slot, value, _view, names) => {
    const words = sgsWords(names);
    if (slot === 'targets' || /^\d+$/.test(value)) return words.nameOf(Number(value));
    return findCard(value) === undefined ? words.skill(value) : words.card(value);
  },
  prompt(view, legal, _chosen, names) {
    if (!isSanguoshaView(view) || view.viewer === 'spectator') return null;
    const frame = promptFor(view, view.viewer);
    if (frame === null) return null;
    const words = sgsWords(names);
    const ask = sentence(askText(frame.ask, frame.asked, view, words));
    return onlyPass(legal) && loadAutoPassChoice() ? `${ask} ${words.say('ask.autoPass')}` : ask;
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
  Summary: SanguoshaSummary,
};
