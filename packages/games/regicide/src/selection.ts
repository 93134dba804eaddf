import type { CardId } from '@tavern/engine';
import type { RegicideAction } from './actions';

/** What a partial card selection allows, for highlighting cards in a UI (style point 12's narrow). */
export interface SelectionChoices {
  /** The listed play or discard made of exactly the selected cards, if any. */
  readonly complete: RegicideAction | null;
  /** Cards that can still be added: each belongs to some listed set containing the selection. */
  readonly addable: readonly CardId[];
}

/**
 * Narrows the legal plays or discards to those containing every selected card (in any order), so
 * the UI and the rules never disagree: both read the same `legalActions` list.
 */
export function narrowSelection(legal: readonly RegicideAction[], selected: readonly CardId[]): SelectionChoices {
  let complete: RegicideAction | null = null;
  const addable = new Set<CardId>();
  for (const action of legal) {
    if (action.type !== 'play' && action.type !== 'defend') continue;
    if (!selected.every((card) => action.cards.includes(card))) continue;
    if (action.cards.length === selected.length) complete = action;
    for (const card of action.cards) if (!selected.includes(card)) addable.add(card);
  }
  return { complete, addable: [...addable] };
}
