import type { ZodType } from 'zod';
import type { GameEvent } from './events';
import type { Rng, RngState } from './rng';
import type { Seat, Viewer } from './seat';

/** Every game state is plain JSON and carries its own generator state. */
export interface GameState {
  readonly rng: RngState;
}

/** Every action is a plain JSON object tagged by `type`; cards are named by id, never by position. */
export interface Action {
  readonly type: string;
}

/** What `apply` returns: the new state and what happened, for logs and animation. */
export interface Step<S> {
  readonly state: S;
  readonly events: readonly GameEvent[];
}

/** How a finished match ended. */
export interface Outcome {
  /** Seats that won; empty when nobody did (a cooperative loss). */
  readonly winners: readonly Seat[];
  /** A short label of the kind of ending, tallied by simulations ("Gold victory", "Rebels win"). */
  readonly label: string;
  /** Final score per seat, when the game has scores (index = seat). */
  readonly scores?: readonly number[];
  /** Numbers that simulations average ("enemiesDefeated", "turns"); keys are game-specific. */
  readonly stats: Readonly<Record<string, number>>;
}

/**
 * A game: a pure, deterministic state machine. No function here mutates its inputs, reads a clock or
 * uses any randomness but the generator stored in the state.
 */
export interface GameDef<S extends GameState, A extends Action, V, O> {
  readonly id: string;
  readonly name: string;
  /** Bumped whenever a rule change would make old logs replay differently. */
  readonly rulesVersion: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** An upper bound on decisions in one match; the conformance suite fails a playout that exceeds it. */
  readonly maxSteps: number;
  readonly defaultOptions: O;
  readonly optionsSchema: ZodType<O>;
  /** The shape of an action, checked before `apply` on untrusted input (the server, the terminal). */
  readonly actionSchema: ZodType<A>;

  setup(numPlayers: number, seed: string, options: O): S;
  /** Seats that owe a decision now (several in a simultaneous response window); empty once finished. */
  toAct(state: S): readonly Seat[];
  /**
   * Names the decision `seat` owes now, for games where several seats answer one window at once.
   * While the name stays the same the decision is still open, so an answer chosen when it opened
   * still answers it, whoever answered in between (see `OpenDecisions`). Games whose decisions
   * never overlap leave it out: then every action closes every decision.
   */
  decisionId?(state: S, seat: Seat): string | number;
  /** Every legal action of `seat` now; empty if the seat owes no decision. */
  legalActions(state: S, seat: Seat): readonly A[];
  /** Applies a legal action; throws a `RuleError` (and changes nothing) for any other. */
  apply(state: S, seat: Seat, action: A): Step<S>;
  /** The answer submitted for `seat` when its decision times out (a legal action). */
  timeoutAction(state: S, seat: Seat): A;
  /** Exactly what `viewer` may see, as JSON. The only way information leaves a state. */
  view(state: S, viewer: Viewer): V;
  /** A full state consistent with everything `seat` knows (its view), hidden parts sampled by `rng`. */
  determinize(view: V, seat: Seat, rng: Rng): S;
  outcome(state: S): Outcome | null;

  /** Every card id in every zone, for the conservation check (a multiset that never changes). */
  allCards(state: S): readonly string[];
  /** String values in the state that `viewer` must not learn (hidden card ids, unrevealed roles). */
  hiddenValues(state: S, viewer: Viewer): readonly string[];
}

/**
 * A game with its types erased, as registries, the server and the CLI hold it. Every concrete
 * `GameDef` is assignable to it because its members are methods (checked bivariantly).
 */
export type AnyGameDef = GameDef<GameState, Action, unknown, unknown>;
