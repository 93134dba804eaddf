import type { Action } from '@tavern/engine';
import { matchesWords } from './suits';

/** One line of the move menu: identical moves (two copies of one card) share a line. */
export interface MenuEntry {
  readonly label: string;
  /** The moves this line stands for; choosing the line plays the first. */
  readonly actions: readonly Action[];
}

/** The legal moves as menu lines, in the rules' order, one line per distinct label. */
export function menuOf(legal: readonly Action[], describe: (action: Action) => string): MenuEntry[] {
  const byLabel = new Map<string, Action[]>();
  for (const action of legal) {
    const label = describe(action);
    const same = byLabel.get(label);
    if (same === undefined) byLabel.set(label, [action]);
    else same.push(action);
  }
  return [...byLabel].map(([label, actions]) => ({ label, actions }));
}

/** The menu lines whose label contains `words` (ASCII suits allowed: "9s" finds 9♠). */
export function filterMenu(menu: readonly MenuEntry[], words: string): MenuEntry[] {
  return words.trim() === '' ? [...menu] : menu.filter((entry) => matchesWords(entry.label, words));
}
