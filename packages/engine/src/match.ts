import { ENGINE_ERROR_CODES, RuleError } from './errors';
import type { Action, GameDef, GameState, Step } from './game';
import { stateHash } from './hash';
import { OpenDecisions } from './open-decisions';
import type { Seat } from './seat';

/** Everything needed, with the log, to reproduce a match. */
export interface MatchHeader<O> {
  readonly game: string;
  readonly rulesVersion: string;
  readonly seed: string;
  readonly numPlayers: number;
  readonly options: O;
}

/** One applied decision. */
export interface LogEntry<A> {
  readonly seat: Seat;
  readonly action: A;
}

/** How much to trust an action: `untrusted` input is shape-checked with the game's schema first. */
export type Trust = 'trusted' | 'untrusted';

/**
 * A match in progress: the current state, the version (number of applied actions) and the log.
 * Validation order: finished → seat owes a decision → action shape → `apply` (legality).
 */
export class Match<S extends GameState, A extends Action, V, O> {
  #state: S;
  readonly #log: LogEntry<A>[] = [];
  readonly #open: OpenDecisions;

  constructor(
    readonly game: GameDef<S, A, V, O>,
    readonly header: MatchHeader<O>,
  ) {
    if (header.game !== game.id) {
      throw new Error(`a ${header.game} header cannot start a ${game.id} match`);
    }
    this.#state = game.setup(header.numPlayers, header.seed, header.options);
    this.#open = OpenDecisions.at(game, this.#state, 0);
  }

  /** Starts a match of `game` with its default options unless some are given. */
  static start<S extends GameState, A extends Action, V, O>(
    game: GameDef<S, A, V, O>,
    numPlayers: number,
    seed: string,
    options: O = game.defaultOptions,
  ): Match<S, A, V, O> {
    return new Match(game, { game: game.id, rulesVersion: game.rulesVersion, seed, numPlayers, options });
  }

  /** Rebuilds a match by re-applying its log from the seed. Throws if the rules version differs. */
  static replay<S extends GameState, A extends Action, V, O>(
    game: GameDef<S, A, V, O>,
    header: MatchHeader<O>,
    log: readonly LogEntry<A>[],
  ): Match<S, A, V, O> {
    if (header.rulesVersion !== game.rulesVersion) {
      throw new Error(
        `this ${game.id} log was recorded with rules ${header.rulesVersion}, but the engine runs ${game.rulesVersion}`,
      );
    }
    const match = new Match(game, header);
    for (const entry of log) match.act(entry.seat, entry.action);
    return match;
  }

  get state(): S {
    return this.#state;
  }

  get log(): readonly LogEntry<A>[] {
    return this.#log;
  }

  /** The number of actions applied so far; clients send back the one they saw as `expectedVersion`. */
  get version(): number {
    return this.#log.length;
  }

  /** Applies `action` for `seat`, or throws a `RuleError` and changes nothing. */
  act(seat: Seat, action: A, trust: Trust = 'trusted'): Step<S> {
    const step = checkedApply(this.game, this.#state, seat, action, trust);
    this.#state = step.state;
    this.#log.push({ seat, action });
    this.#open.advance(step.state, this.version, seat);
    return step;
  }

  /**
   * Like `act`, but first checks that the decision the caller saw at `expectedVersion` is still
   * open: the latest version always is; an older one is too if the seat's decision has not changed
   * since (a simultaneous window where others answered first). A closed decision is `staleVersion`.
   */
  actAt(expectedVersion: number, seat: Seat, action: A, trust: Trust = 'untrusted'): Step<S> {
    if (!this.#open.accepts(seat, expectedVersion, this.version)) {
      throw new RuleError(
        ENGINE_ERROR_CODES.staleVersion,
        { expected: expectedVersion, actual: this.version },
        'The game moved on before your action arrived; look again and choose anew.',
      );
    }
    return this.act(seat, action, trust);
  }

  /** The version `seat`'s open decision dates from (null if it owes nothing). */
  decisionOpenedAt(seat: Seat): number | null {
    return this.#open.openedAt(seat);
  }

  /** A stable hash of the current state. */
  hash(): string {
    return stateHash(this.#state);
  }
}

/**
 * `apply` with the engine's checks in front: the match is not over, the seat owes a decision, and
 * (for untrusted input) the action has the game's shape.
 */
export function checkedApply<S extends GameState, A extends Action, V, O>(
  game: GameDef<S, A, V, O>,
  state: S,
  seat: Seat,
  action: A,
  trust: Trust = 'trusted',
): Step<S> {
  if (game.outcome(state) !== null) {
    throw new RuleError(ENGINE_ERROR_CODES.matchFinished, {}, 'The game is over; no more moves.');
  }
  if (!game.toAct(state).includes(seat)) {
    throw new RuleError(
      ENGINE_ERROR_CODES.notYourDecision,
      { seat },
      'It is not your decision now; wait for your turn.',
    );
  }
  if (trust === 'untrusted') {
    const parsed = game.actionSchema.safeParse(action);
    if (!parsed.success) {
      throw new RuleError(
        ENGINE_ERROR_CODES.unknownAction,
        { issue: parsed.error.issues[0]?.message ?? 'invalid' },
        'That is not a move this game knows.',
      );
    }
    return game.apply(state, seat, parsed.data);
  }
  return game.apply(state, seat, action);
}
