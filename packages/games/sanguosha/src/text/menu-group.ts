import type { TextContext } from '@tavern/engine';
import type { Action } from '../types';
import type { SgsView } from '../view';
import { wordsOf } from './words';

/**
 * A long menu's heading for a move: the card it plays (its targets are the lines under it) or the
 * skill it uses; other moves (pass, end the phase, answers) are listed together.
 */
export function menuGroup(action: Action, _view: SgsView, words: TextContext): string | null {
  const w = wordsOf(words);
  if (action.type === 'useCard') return action.cards.length > 0 ? w.cards(action.cards) : w.title(action.as);
  if (action.type === 'useSkill') return w.skill(action.skill);
  return null;
}
