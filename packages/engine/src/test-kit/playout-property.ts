import type { Action, AnyGameDef, GameState } from '../game';
import fc from 'fast-check';
import { isRuleError } from '../errors';
import { jsonEqual, stateHash } from '../hash';
import { Match, type LogEntry } from '../match';
import { seededRng } from '../rng';
import { allSeats, type Viewer } from '../seat';
import { deepFreeze } from './deep-freeze';
import { findEventLeak, findViewLeak, sortedCards } from './leak-check';
import { findIssuanceLeak } from './indistinguishable';

/** A playout as fast-check sees it: every number picks "the k-th legal choice", so it shrinks well. */
export interface PlayoutPath {
  readonly numPlayers: number;
  readonly seed: string;
  readonly path: readonly number[];
}

/** Random playouts that stay valid as they shrink (point 21 of the house style). */
export function playoutArbitrary(
  playerCounts: readonly number[],
  maxLength: number,
): fc.Arbitrary<PlayoutPath> {
  return fc.record({
    numPlayers: fc.constantFrom(...playerCounts),
    seed: fc.string({ minLength: 1, maxLength: 8 }),
    // size 'max' lets paths grow to maxLength, so playouts reach the late game (round ends, deaths).
    path: fc.array(fc.nat(), { maxLength, size: 'max' }),
  });
}

/**
 * Follows a playout path from the seed, checking at every step: JSON state, card conservation,
 * `toAct`/`outcome` agreement, no mutation, no leak in views or events for every viewer, one seat's
 * walk through a world it cannot tell apart (`findIssuanceLeak`, two actions deep); at the
 * end, that seed + log replay to the same hash. Throws with a readable message on failure.
 */
export function checkPlayout(game: AnyGameDef, playout: PlayoutPath, options?: unknown): void {
  const { numPlayers, seed, path } = playout;
  const gameOptions: unknown = options ?? game.defaultOptions;
  const rng = seededRng(`leaks:${seed}`);
  let state: GameState = deepFreeze(game.setup(numPlayers, seed, gameOptions));
  const initialCards = sortedCards(game, state);
  const log: LogEntry<Action>[] = [];
  const viewers: Viewer[] = [...allSeats(numPlayers), 'spectator'];
  for (const choice of path) {
    const toAct = game.toAct(state);
    if (game.outcome(state) !== null) {
      if (toAct.length > 0) throw new Error('finished game with seats to act');
      break;
    }
    if (toAct.length === 0) throw new Error('unfinished game with nobody to act');
    const seat = toAct[choice % toAct.length];
    if (seat === undefined) throw new Error('toAct returned a hole');
    const legal = game.legalActions(state, seat);
    const action = legal[Math.floor(choice / toAct.length) % legal.length];
    if (action === undefined) throw new Error(`seat ${seat} has no legal action`);
    for (const viewer of viewers) {
      const leak = findViewLeak(game, state, viewer, rng);
      if (leak !== null) throw new Error(`step ${log.length}, viewer ${String(viewer)}: ${leak}`);
    }
    // One seat per step walks a world it cannot tell apart (prompts issued on public facts only).
    const told = findIssuanceLeak(game, state, rng.pick(allSeats(numPlayers)), rng, 2);
    if (told !== null) throw new Error(`step ${log.length}: ${told}`);
    let step;
    try {
      step = game.apply(state, seat, action);
    } catch (error) {
      if (isRuleError(error)) throw new Error(`listed action refused: ${error.message}`);
      throw error;
    }
    for (const viewer of viewers) {
      const leak = findEventLeak(game, step.state, step.events, viewer, state);
      if (leak !== null) throw new Error(`step ${log.length}, viewer ${String(viewer)}: ${leak}`);
    }
    state = deepFreeze(step.state);
    log.push({ seat, action });
    if (!jsonEqual(sortedCards(game, state), initialCards)) throw new Error('cards were created or lost');
  }
  const rulesVersion: string = game.rulesVersion;
  const header = { game: game.id, rulesVersion, seed, numPlayers, options: gameOptions };
  if (Match.replay(game, header, log).hash() !== stateHash(state)) {
    throw new Error('replay from seed + log gives a different state');
  }
}

/** Number of fast-check runs: small by default, larger when TAVERN_PROPERTY_RUNS is set (nightly). */
export function propertyRuns(defaultRuns: number): number {
  const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;
  const fromEnv = Number(env?.['TAVERN_PROPERTY_RUNS']);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : defaultRuns;
}
