// Baseline bots
export { randomBot } from './random-bot';

// Information-set MCTS
export { ismctsBot, ismctsSearcher } from './ismcts/ismcts-bot';
export { ISMCTS_DEFAULTS } from './ismcts/options';
export type { IsmctsOptions, Evaluator, Determinizer, RolloutPolicy, TreeKey } from './ismcts/options';
export type { SearchResult } from './ismcts/search';
export { searchHintsOf, withSearchHints } from './ismcts/search-hints';
export type { SearchHints, SearchableModule } from './ismcts/search-hints';
