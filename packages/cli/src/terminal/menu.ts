import type { Action } from '@tavern/engine';
import { matchesWords } from './suits';

/** One line of the move menu: identical moves (two copies of one card) share a line. */
export interface MenuEntry {
  readonly label: string;
  /** The moves this line stands for; choosing the line plays the first. */
  readonly actions: readonly Action[];
  /** The heading it is listed under in a long menu (see `menuSections`), or null. */
  readonly group: string | null;
}

/** A part of a long menu: its heading (null for the moves no heading gathers) and its lines. */
export interface MenuSection {
  readonly heading: string | null;
  readonly entries: readonly MenuEntry[];
}

/** The legal moves as menu lines, in the rules' order, one line per distinct label. */
export function menuOf(
  legal: readonly Action[],
  describe: (action: Action) => string,
  groupOf: (action: Action) => string | null = () => null,
): MenuEntry[] {
  const byLabel = new Map<string, Action[]>();
  for (const action of legal) {
    const label = describe(action);
    const same = byLabel.get(label);
    if (same === undefined) byLabel.set(label, [action]);
    else same.push(action);
  }
  return [...byLabel].map(([label, actions]) => ({ label, actions, group: groupOf(actions[0] as Action) }));
}

/** The menu lines whose label contains `words` (ASCII suits allowed: "9s" finds 9♠). */
export function filterMenu(menu: readonly MenuEntry[], words: string): MenuEntry[] {
  return words.trim() === '' ? [...menu] : menu.filter((entry) => matchesWords(entry.label, words));
}

/**
 * The lines under their headings, headings in the order they first appear and the ungrouped lines
 * last, so that a menu of dozens of card-and-target moves reads card by card.
 */
export function menuSections(entries: readonly MenuEntry[]): MenuSection[] {
  const byHeading = new Map<string | null, MenuEntry[]>();
  for (const entry of entries) {
    const same = byHeading.get(entry.group);
    if (same === undefined) byHeading.set(entry.group, [entry]);
    else same.push(entry);
  }
  const sections = [...byHeading].map(([heading, lines]) => ({ heading, entries: lines }));
  return [...sections.filter((section) => section.heading !== null), ...sections.filter((section) => section.heading === null)];
}
