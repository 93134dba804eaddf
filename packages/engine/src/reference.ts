/** What kind of thing a reference entry explains. */
export type ReferenceKind = 'card' | 'suit' | 'tool' | 'role' | 'general' | 'skill' | 'term';

/**
 * The player-facing name and text of one thing a player meets in a game (a card kind, a suit's power,
 * a tool, a role, a general, a skill). The words are English; `key` is stable so that a catalogue per
 * language can later translate entries by key.
 */
export interface ReferenceEntry {
  /** Stable and unique within the game, dotted by kind: 'card.kill', 'skill.jijiang', 'suit.hearts'. */
  readonly key: string;
  readonly kind: ReferenceKind;
  /** The name a player reads ("Gold nugget", "Kill", "Hearts"). */
  readonly name: string;
  /** What it does, in one to a few sentences a newcomer understands. */
  readonly text: string;
  /** Keys of entries this one mentions (a general's skills, a card's suit). */
  readonly related?: readonly string[];
}

/** A game's card and skill reference: every entry, and how a physical card id reads to a player. */
export interface GameReference {
  readonly entries: readonly ReferenceEntry[];
  /** The key of the entry that explains a physical card (its kind), or null for an unknown id. */
  keyOfCard(cardId: string): string | null;
  /** A physical card's name as a player reads it ("7♠", "Gold nugget", "Broken lantern"); never the id. */
  cardName(cardId: string): string;
  /** Every entry key that explains a physical card, most specific first; when absent, its kind and that kind's related entries. */
  cardKeys?(cardId: string): readonly string[];
}

/** The entry with `key`, or undefined. */
export function referenceEntry(reference: GameReference, key: string): ReferenceEntry | undefined {
  return reference.entries.find((entry) => entry.key === key);
}

/** The languages a player can read Tavern in; English is the source every other language translates. */
export const LANGUAGES = ['en', 'es', 'be', 'ta'] as const;

/** A language code: 'en', 'es' (Spanish), 'be' (Belarusian), 'ta' (Tamil). */
export type Language = (typeof LANGUAGES)[number];

/** One entry's words in a language other than English, by the entry's key. */
export interface EntryWords {
  readonly name: string;
  readonly text: string;
}

/** `entries` with their names and texts replaced by `words` (keys, kinds and links stay). */
export function translateEntries(entries: readonly ReferenceEntry[], words: Readonly<Record<string, EntryWords>>): ReferenceEntry[] {
  return entries.map((entry) => {
    const translated = words[entry.key];
    return translated === undefined ? entry : { ...entry, name: translated.name, text: translated.text };
  });
}

/** Whether `value` names a language Tavern has ("es"), accepting none of the locale forms. */
export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}
