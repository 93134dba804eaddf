// Identifiers
export { asSeat, allSeats, seatAfter } from './seat';
export type { Seat, Viewer } from './seat';
export { asCardId } from './ids';
export type { CardId, MatchId, FrameId } from './ids';

// Randomness
export { createRng, rngStateFromSeed, seededRng, shuffleFromState } from './rng';
export type { Rng, RngState } from './rng';

// Errors
export {
  ENGINE_ERROR_CODES,
  RuleError,
  InvariantError,
  invariant,
  defined,
  ruleErrors,
  isRuleError,
} from './errors';
export type { EngineErrorCode, ErrorParams } from './errors';

// The game contract
export type { GameState, Action, Step, Outcome, GameDef, AnyGameDef } from './game';
export type { GameModule, AnyGameModule, TextContext, TextPresenter } from './game-module';
export type { SearchHints } from './search-hints';
export { eventsFor } from './events';
export type { GameEvent } from './events';

// Matches, replay, hashing
export { Match, checkedApply } from './match';
export { OpenDecisions } from './open-decisions';
export type { MatchHeader, LogEntry, Trust } from './match';
export { stableStringify, stateHash, hashString, jsonEqual } from './hash';

// Player-facing card and skill reference
export { referenceEntry, translateEntries, isLanguage, LANGUAGES } from './reference';
export type { GameReference, ReferenceEntry, ReferenceKind, Language, EntryWords } from './reference';

// Words in the reader's language
export type { Translate } from './translate';

// Bots
export type { Bot, BotInput } from './bot';
