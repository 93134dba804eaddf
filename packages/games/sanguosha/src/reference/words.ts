import type { EntryWords } from '@tavern/engine';
import type { CardName } from '../cards';
import type { Kingdom } from '../generals';

/** Sanguosha's reference words in one language. Generals keep their pinyin names in every language. */
export interface SanguoshaWords {
  /** Each card's title ("Kill", "Matar" …). */
  readonly cardTitles: Readonly<Record<CardName, string>>;
  /** What each card does. */
  readonly cardTexts: Readonly<Record<CardName, string>>;
  /** Each skill's name (pinyin, then a gloss in brackets) and what it does. */
  readonly skills: Readonly<Record<string, EntryWords>>;
  /** Roles, kingdoms and rules terms, by key ('role.lord', 'term.distance' …). */
  readonly terms: Readonly<Record<string, EntryWords>>;
  /** Each kingdom's name. */
  readonly kingdoms: Readonly<Record<Kingdom, string>>;
  /** A general's entry text: kingdom, health, gender and the names of their skills (pinyin only). */
  readonly generalText: (
    kingdom: string,
    maxHp: number,
    female: boolean,
    skills: readonly string[],
  ) => string;
  /** What a card the reader cannot see reads as. */
  readonly hiddenCard: string;
}
