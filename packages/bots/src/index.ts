// Baseline bots
export { randomBot } from './random-bot';

// Information-set MCTS
export { ismctsBot, ismctsSearcher } from './ismcts/ismcts-bot';
export { ISMCTS_DEFAULTS } from './ismcts/options';
export type { IsmctsOptions, Evaluator, Determinizer, RolloutPolicy, TerminalReward, TreeKey } from './ismcts/options';
export type { SearchResult } from './ismcts/search';
export { searchHintsOf, withSearchHints } from './ismcts/search-hints';
export { beliefDeterminizer } from './ismcts/belief';
export type { BeliefWeight } from './ismcts/belief';
export type { SearchHints, SearchableModule } from './ismcts/search-hints';

// Difficulty levels for the server and the web client
export { botForDifficulty, isDifficulty, searchBudget, DIFFICULTIES, DIFFICULTY_BUDGETS } from './difficulty';
export type { Difficulty, SearchBudget, SearchingDifficulty } from './difficulty';

// Arena
export { runArena } from './arena/run-arena';
export { formatArenaTable } from './arena/format';
export { wilsonInterval } from './arena/wilson';
export { parseContestant, parseLineup, contestantBot } from './arena/contestant';
export { playGame, planGame } from './arena/play-game';
export type { ArenaOptions, ArenaResult, ContestantResult } from './arena/arena-types';
export type { Advantage } from './arena/advantage';
export { advantages } from './arena/advantage';
export type { Proportion } from './arena/wilson';
export type { ContestantSpec } from './arena/contestant';
export type { GamePlan, GameRecord } from './arena/play-game';
