// The conformance suite every game must pass
export { runConformance, ConformanceError } from './conformance';
export type { ConformanceOptions, ConformanceReport } from './conformance';

// Property tests over shrinking playouts
export { playoutArbitrary, checkPlayout, propertyRuns } from './playout-property';
export type { PlayoutPath } from './playout-property';
export { randomPlayout } from './playout';
export type { PlayoutResult } from './playout';

// Leak checks, usable on their own
export { findViewLeak, findEventLeak, permuteHiddenValues, sortedCards } from './leak-check';
export { findIssuanceLeak, findVanishedCard, indistinguishableWorld, renamedWorld, walkWorlds } from './indistinguishable';
export type { WorldWalk } from './indistinguishable';

// Scenario DSL
export { scenario, Scenario } from './scenario';
export { deepFreeze } from './deep-freeze';

// A tiny reference game with hidden hands, for testing tools built on the contract
export { toyGame, toyModule } from './toy-game';
export type { ToyState, ToyAction, ToyView } from './toy-game';
