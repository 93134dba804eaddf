import type { EntryWords } from '@tavern/engine';
import type { Colour, SkillId } from '../cards';

/** Gods' Gambit's reference words in one language. */
export interface GodsGambitWords {
  /** Each card's name, by its English name ('Believer', 'Evil God' …). */
  readonly cardNames: Readonly<Record<string, string>>;
  /** How each kind of card is introduced, before its skill, by its English name. */
  readonly cardTexts: Readonly<Record<string, string>>;
  /** Each skill's name and what it does. */
  readonly skills: Readonly<Record<Exclude<SkillId, 'none'>, EntryWords>>;
  /** The rules every card relies on, by key ('term.matching' …). */
  readonly terms: Readonly<Record<string, EntryWords>>;
  /** Colour names as they follow a card's name. */
  readonly colours: Readonly<Record<Colour, string>>;
  /** A common card on its own: its name, number and colour, in this language's order. */
  readonly commonCard: (name: string, number: number, colour: string) => string;
  /** What a card id the game does not know reads as. */
  readonly unknownCard: string;
}
