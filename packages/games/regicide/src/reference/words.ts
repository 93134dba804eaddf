import type { EntryWords } from '@tavern/engine';

/** Regicide's reference words in one language: every entry by key, and the card names that are not rank and suit. */
export interface RegicideWords {
  readonly entries: Readonly<Record<string, EntryWords>>;
  /** The Jester's name on a card. */
  readonly jester: string;
  /** What a card id the game does not know reads as. */
  readonly unknownCard: string;
}
