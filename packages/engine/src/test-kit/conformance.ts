import type { Bot } from '../bot';
import type { Action, AnyGameDef, GameState } from '../game';
import { checkedApply, Match, type LogEntry } from '../match';
import { isRuleError } from '../errors';
import { jsonEqual, stableStringify, stateHash } from '../hash';
import { seededRng, type Rng } from '../rng';
import { allSeats, type Seat, type Viewer } from '../seat';
import { mutateAction } from './action-mutations';
import { deepFreeze } from './deep-freeze';
import { findVanishedCard, walkWorlds } from './indistinguishable';
import { findEventLeak, findViewLeak, sortedCards } from './leak-check';

/** How hard the conformance suite works. */
export interface ConformanceOptions {
  readonly playerCounts: readonly number[];
  readonly gamesPerCount: number;
  readonly seed?: string;
  /** Game options per player count; the game's defaults when absent. */
  readonly options?: (numPlayers: number) => unknown;
  /** Run the expensive checks (legal list, mutations, leaks) every k-th step; 1 = every step. */
  readonly deepCheckEvery?: number;
  /**
   * Run the per-step checks (JSON round-trip, card conservation, deep-freeze against mutation)
   * every k-th step; 1 = every step. The final state and every deep-checked step are always checked.
   */
  readonly stateCheckEvery?: number;
  /** At most this many listed actions are applied (and mutated) per deep-checked step. */
  readonly maxLegalChecked?: number;
  readonly mutationsPerAction?: number;
  /**
   * At deep-checked steps, how many actions to follow in a world the checked seat cannot tell apart
   * (`findIssuanceLeak`): its view, `toAct` and legal answers must agree all along. 0 turns it off.
   * Default 3.
   */
  readonly worldDepth?: number;
  /**
   * When a determinized sample differs from the real state in more than hidden values, walk a world
   * with the hidden cards renamed among themselves instead (`renamedWorld`). Only for games whose hidden
   * cards are all of one kind. Default false (such samples are skipped).
   */
  readonly renameHiddenCards?: boolean;
  /**
   * The game names, in the events a viewer receives, every card that leaves that viewer's sight (a
   * shown card taken into a hand, a looked-at card handed out, face-up cards shuffled away), so the
   * suite checks it (`findVanishedCard`). Off by default: a game whose events leave such moves
   * implicit (a new round gathering every card) cannot promise it.
   */
  readonly reportsVanishedCards?: boolean;
  /** Check every viewer (all seats and the spectator) at deep-checked steps, not one chosen at random. */
  readonly allViewers?: boolean;
  /**
   * Who chooses the actions: uniformly random by default, or a bot (from its view, like any player),
   * to reach phases that random play rarely reaches (a Saboteur gold hand-out, a late Regicide castle).
   */
  readonly bot?: Bot<unknown, Action>;
}

/** What the suite covered. */
export interface ConformanceReport {
  readonly games: number;
  readonly steps: number;
  readonly deepChecks: number;
  readonly rejectedMutations: number;
  /** Steps compared in worlds a seat cannot tell apart (`worldDepth`). */
  readonly worldSteps: number;
}

/** A conformance failure, naming the game, seed, player count and step so it can be replayed. */
export class ConformanceError extends Error {
  override readonly name = 'ConformanceError';
}

/**
 * The engine's conformance suite (OpenSpiel's basic tests, for Tavern): random playouts at every
 * player count, checking termination, JSON round-trip, replay hash, legal-list/apply agreement
 * (listed actions apply, mutated ones are rejected with a RuleError), no mutation of inputs, card
 * conservation, `toAct`/`outcome` consistency, and no hidden information in views or events: a
 * seat cannot tell apart worlds that differ only in what it cannot know (now and a few actions on,
 * prompts included), and (for games that promise it) a card it saw never leaves its sight without
 * an event naming it.
 */
export function runConformance(game: AnyGameDef, options: ConformanceOptions): ConformanceReport {
  const totals = { games: 0, steps: 0, deepChecks: 0, rejectedMutations: 0, worldSteps: 0 };
  for (const numPlayers of options.playerCounts) {
    for (let g = 0; g < options.gamesPerCount; g++) {
      const seed = `${options.seed ?? 'conformance'}:${numPlayers}:${g}`;
      const gameOptions: unknown = options.options ? options.options(numPlayers) : game.defaultOptions;
      playOneGame(game, numPlayers, seed, gameOptions, options, totals);
      totals.games++;
    }
  }
  return totals;
}

interface Totals {
  games: number;
  steps: number;
  deepChecks: number;
  rejectedMutations: number;
  worldSteps: number;
}

function playOneGame(
  game: AnyGameDef,
  numPlayers: number,
  seed: string,
  gameOptions: unknown,
  options: ConformanceOptions,
  totals: Totals,
): void {
  const rng = seededRng(`choices:${seed}`);
  // The world checks draw from their own generator, so that they leave the playout's choices as they were.
  const worldRng = seededRng(`worlds:${seed}`);
  const worldDepth = options.worldDepth ?? 3;
  const where = (step: number): string => `${game.id}, ${numPlayers} players, seed "${seed}", step ${step}`;
  const fail = (step: number, what: string): never => {
    throw new ConformanceError(`${where(step)}: ${what}`);
  };
  let state: GameState = deepFreeze(game.setup(numPlayers, seed, gameOptions));
  const initialCards = sortedCards(game, state);
  const log: LogEntry<Action>[] = [];
  const deepEvery = options.deepCheckEvery ?? 1;
  const stateEvery = options.stateCheckEvery ?? 1;

  for (let step = 0; ; step++) {
    const outcome = game.outcome(state);
    const toAct = game.toAct(state);
    if (outcome !== null) {
      if (toAct.length > 0) fail(step, 'the game is over but toAct is not empty');
      if (!jsonEqual(sortedCards(game, state), initialCards)) fail(step, 'cards were created or lost');
      for (const winner of outcome.winners) {
        if (!Number.isInteger(winner) || winner < 0 || winner >= numPlayers) {
          fail(step, `outcome names seat ${String(winner)}, which is not at the table`);
        }
      }
      if (new Set(outcome.winners).size !== outcome.winners.length) fail(step, 'outcome repeats a winner');
      break;
    }
    if (toAct.length === 0) fail(step, 'nobody owes a decision but the game is not over');
    if (step >= game.maxSteps) fail(step, `the game did not end within maxSteps (${game.maxSteps})`);
    const deep = step % deepEvery === 0;
    if (deep || step % stateEvery === 0) {
      if (!jsonEqual(JSON.parse(JSON.stringify(state)), state)) fail(step, 'the state is not plain JSON');
      if (!jsonEqual(sortedCards(game, state), initialCards)) fail(step, 'cards were created or lost');
    }

    const seat = rng.pick(toAct);
    const legal = game.legalActions(state, seat);
    if (legal.length === 0) fail(step, `seat ${seat} owes a decision but has no legal action`);
    if (deep) {
      totals.deepChecks++;
      checkLegalAgreement(game, state, seat, legal, toAct, numPlayers, options, rng, (what) =>
        fail(step, what), totals);
      for (const viewer of viewersToCheck(numPlayers, options, rng)) {
        const leak = findViewLeak(game, state, viewer, rng);
        if (leak !== null) fail(step, `viewer ${String(viewer)}: ${leak}`);
        if (viewer === 'spectator' || worldDepth === 0) continue;
        const walk = walkWorlds(game, state, viewer, worldRng, worldDepth, undefined, options.renameHiddenCards === true);
        if (walk.leak !== null) fail(step, walk.leak);
        totals.worldSteps += walk.compared;
      }
    }

    const action = options.bot === undefined ? rng.pick(legal) : options.bot({ seat, view: game.view(state, seat), legal, rng });
    const result = game.apply(state, seat, action);
    if (deep) {
      for (const viewer of viewersToCheck(numPlayers, options, rng)) {
        const leak = findEventLeak(game, result.state, result.events, viewer, state) ??
          (options.reportsVanishedCards === true ? findVanishedCard(game, state, result.state, result.events, viewer) : null);
        if (leak !== null) fail(step, `viewer ${String(viewer)}: ${leak}`);
      }
    }
    const next = step + 1;
    state = next % deepEvery === 0 || next % stateEvery === 0 ? deepFreeze(result.state) : result.state;
    log.push({ seat, action });
    totals.steps++;
  }

  const header = { game: game.id, rulesVersion: game.rulesVersion, seed, numPlayers, options: gameOptions };
  let replayedHash: string;
  try {
    replayedHash = Match.replay(game, header, log).hash();
  } catch (error) {
    return fail(log.length, `replaying the log from the seed failed: ${String(error)}`);
  }
  if (replayedHash !== stateHash(state)) {
    fail(log.length, 'replaying the log from the seed gives a different state');
  }
}

function viewersToCheck(numPlayers: number, options: ConformanceOptions, rng: Rng): Viewer[] {
  const viewers: Viewer[] = [...allSeats(numPlayers), 'spectator'];
  return options.allViewers === true ? viewers : [rng.pick(viewers)];
}

function checkLegalAgreement(
  game: AnyGameDef,
  state: GameState,
  seat: Seat,
  legal: readonly Action[],
  toAct: readonly Seat[],
  numPlayers: number,
  options: ConformanceOptions,
  rng: Rng,
  fail: (what: string) => never,
  totals: Totals,
): void {
  const keys = new Set(legal.map((a) => stableStringify(a)));
  if (keys.size !== legal.length) fail(`legalActions lists an action twice for seat ${seat}`);
  const sample = legal.length <= (options.maxLegalChecked ?? 8) ? legal : sampleOf(legal, options.maxLegalChecked ?? 8, rng);
  for (const action of sample) {
    if (!game.actionSchema.safeParse(action).success) {
      fail(`listed action ${stableStringify(action)} does not match the game's action schema`);
    }
    try {
      game.apply(state, seat, action);
    } catch (error) {
      fail(`listed action ${stableStringify(action)} was refused: ${String(error)}`);
    }
    for (const mutated of mutateAction(action, rng, options.mutationsPerAction ?? 3)) {
      if (keys.has(stableStringify(mutated))) continue;
      expectRejected(game, state, seat, mutated, fail);
      totals.rejectedMutations++;
    }
  }
  for (const other of allSeats(numPlayers)) {
    if (toAct.includes(other)) continue;
    if (game.legalActions(state, other).length > 0) fail(`seat ${other} has legal actions but is not in toAct`);
    if (legal[0] !== undefined) expectRejected(game, state, other, legal[0], fail);
  }
}

function expectRejected(
  game: AnyGameDef,
  state: GameState,
  seat: Seat,
  action: unknown,
  fail: (what: string) => never,
): void {
  try {
    checkedApply(game, state, seat, action as Action, 'untrusted');
  } catch (error) {
    if (isRuleError(error)) return;
    fail(`unlisted action ${stableStringify(action)} by seat ${seat} crashed instead of a RuleError: ${String(error)}`);
  }
  fail(`unlisted action ${stableStringify(action)} by seat ${seat} was accepted`);
}

function sampleOf<T>(items: readonly T[], count: number, rng: Rng): T[] {
  return rng.shuffle(items).slice(0, count);
}
