import type { GameReference, ReferenceEntry } from '@tavern/engine';
import { suitSpellings } from './suits';

function folded(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

function entriesOfKeys(reference: GameReference, keys: readonly string[]): ReferenceEntry[] {
  return keys.flatMap((key) => reference.entries.filter((entry) => entry.key === key));
}

/** The entries explaining one physical card: its kind, then what that kind points to (a suit's power). */
function entriesOfCard(reference: GameReference, cardId: string): ReferenceEntry[] {
  const custom = reference.cardKeys?.(cardId);
  if (custom !== undefined) return entriesOfKeys(reference, custom);
  const key = reference.keyOfCard(cardId);
  if (key === null) return [];
  const kind = entriesOfKeys(reference, [key]);
  return [...kind, ...entriesOfKeys(reference, kind[0]?.related ?? [])];
}

/**
 * The entries a player's words ask about: a card as it reads ("7♠", "9s", "Kill ♠7") among
 * `cardIds`, an entry named exactly so, or every entry whose name contains the words.
 */
export function lookUp(reference: GameReference, words: string, cardIds: readonly string[]): ReferenceEntry[] {
  const spellings = suitSpellings(words.trim()).map(folded);
  if (spellings[0] === '') return [];
  const card = cardIds.find((id) => spellings.includes(folded(reference.cardName(id))));
  if (card !== undefined) return entriesOfCard(reference, card);
  const exact = reference.entries.filter((entry) => spellings.includes(folded(entry.name)));
  if (exact.length > 0) return exact;
  return reference.entries.filter((entry) => spellings.some((spelling) => folded(entry.name).includes(spelling)));
}

/** Entries as terminal text: the name, then the text indented. */
export function formatEntries(entries: readonly ReferenceEntry[]): string {
  return entries.map((entry) => `${entry.name}\n  ${entry.text}`).join('\n');
}
