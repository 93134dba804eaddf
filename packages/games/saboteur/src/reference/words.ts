import type { EntryWords } from '@tavern/engine';

/** Saboteur's reference words in one language. */
export interface SaboteurWords {
  /** Each tunnel type's name, by shape ('T-NES', 'D-N' …). */
  readonly tunnels: Readonly<Record<string, string>>;
  /** What every open tunnel card does. */
  readonly tunnelText: string;
  /** What every dead end does. */
  readonly deadEndText: string;
  /** Every other entry by key. */
  readonly entries: Readonly<Record<string, EntryWords>>;
  /** Added in brackets after a role's name when it is a card ("Saboteur (role card)"). */
  readonly roleCard: string;
  /** What a card id the game does not know reads as. */
  readonly unknownCard: string;
}
