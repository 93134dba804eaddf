import { cardLabel, COLOUR_NAMES, describeAction, describeEvent, findCard, SKILL_NAMES, type Action, type View } from '@tavern/gods-gambit/client';
import type { ChoiceStep } from '../../builder/model';
import { i18n } from '../../i18n';
import { referenceCardName } from '../reference';
import type { CardFace } from '../cards/CardButton';
import { genericActionWords } from '../generic/generic-ui';
import { gameWords } from '../game-words';
import type { GameUi, WireAction } from '../types';
import { GodsGambitSummary } from './GodsGambitSummary';
import { GodsGambitTable } from './GodsGambitTable';

const t = i18n.t.bind(i18n);

/** Is this a Gods' Gambit view? */
export function isGodsGambitView(view: unknown): view is View {
  return typeof view === 'object' && view !== null && 'fieldPile' in view && 'trumpets' in view && 'pending' in view;
}

/** A card's name for people: the reference's name once the game exports one, else its label. */
function cardName(id: string): string {
  return referenceCardName('gods-gambit', id) ?? cardLabel(id);
}

/** A card's face: number or Trumpet, name, and its colour (wild: gold or purple). */
export function godsGambitFace(id: string): CardFace {
  const card = findCard(id);
  if (card === undefined) return { title: id, sub: '', tone: 'tone-unknown' };
  if (card.kind === 'trumpet') return { title: '🎺', sub: t('games.gods-gambit.trumpetCard'), tone: 'tone-trumpet' };
  if (card.kind === 'wild') return { title: String(card.number), sub: card.name, tone: card.evil ? 'tone-evil' : 'tone-wild' };
  return { title: String(card.number), sub: card.name, tone: `tone-${card.colour ?? 'unknown'}` };
}

/** Skill name of a card, for the skill areas. */
export function skillOf(id: string): string {
  const card = findCard(id);
  return card === undefined || card.skill === 'none' ? '' : SKILL_NAMES[card.skill];
}

function decompose(action: WireAction): readonly ChoiceStep[] {
  // A card is chosen on the table; where it goes (field, skill area, colour, redirect) is then one of
  // the Confirm buttons, each labelled in the game's words.
  const card = action['card'];
  if (typeof card === 'string' && ['play', 'extraPlay', 'defend', 'haunt'].includes(action.type)) {
    return [{ slot: 'card', kind: 'one', value: card }];
  }
  return [];
}

/** Gods' Gambit in the browser. */
export const godsGambitUi: GameUi = {
  id: 'gods-gambit',
  decompose,
  describeAction(action, view, names) {
    if (!isGodsGambitView(view)) return genericActionWords(action);
    return describeAction(action as Action, view, gameWords(names));
  },
  describeEvent(event, view, names) {
    return describeEvent(event, isGodsGambitView(view) ? view : null, gameWords(names));
  },
  describeChoice: (_slot, value) => cardName(value),
  explainClick(_state, slot, value, view) {
    if (slot !== 'card' || !isGodsGambitView(view)) return null;
    return { type: 'play', card: value, to: 'field' };
  },
  prompt(view) {
    if (!isGodsGambitView(view)) return null;
    const p = view.pending;
    if (p.kind === 'defense') {
      return t('games.gods-gambit.defensePrompt', { skill: SKILL_NAMES[p.instance.skill], card: cardName(p.instance.card) });
    }
    if (p.kind === 'initialColour') return t('games.gods-gambit.colourPrompt');
    if (p.kind === 'declare') return t('games.gods-gambit.declarePrompt', { card: cardName(p.card) });
    if (p.kind === 'roundOver') return t('games.gods-gambit.roundOverPrompt');
    if (p.kind === 'main') {
      const field = findCard(view.fieldPile.at(-1) ?? '');
      return t('games.gods-gambit.mainPrompt', { colour: colourName(view.colour), number: field?.number ?? '' });
    }
    if (p.kind === 'postDraw') return t('games.gods-gambit.postDrawPrompt');
    if (p.kind === 'extra') return t('games.gods-gambit.extraPrompt', { left: p.left });
    if (p.kind === 'haunt') return t('games.gods-gambit.hauntPrompt');
    return null;
  },
  urgent(view) {
    return isGodsGambitView(view) && view.pending.kind === 'defense';
  },
  Table: GodsGambitTable,
  Summary: GodsGambitSummary,
};

/** The colour's name. */
export function colourName(colour: keyof typeof COLOUR_NAMES): string {
  return t(`games.gods-gambit.colours.${colour}`, { defaultValue: COLOUR_NAMES[colour] });
}
