import type { TextContext } from '@tavern/engine';
import { OUTCOME_LABELS } from '../outcome-labels';
import { wordsOf } from './words';

const KIND_OF_LABEL = new Map<string, string>(Object.entries(OUTCOME_LABELS).map(([kind, label]) => [label, kind]));

/** How the game ended, in the reader's words ("the Rebels win"), with the winners named. */
export function describeOutcome(outcome: { readonly winners: readonly number[]; readonly label: string }, words: TextContext): string {
  const w = wordsOf(words);
  const result = w.say(`result.${KIND_OF_LABEL.get(outcome.label) ?? 'ended'}`);
  const winners = w.list(outcome.winners.map((seat) => w.nameOf(seat)));
  return winners === '' ? w.say('view.gameOver', { result }) : w.say('view.gameOverWinners', { result, winners });
}
