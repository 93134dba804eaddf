import { isRuleError, RuleError } from '../errors';
import type { GameEvent } from '../events';
import type { Action, GameDef, GameState } from '../game';
import type { Seat, Viewer } from '../seat';
import { deepFreeze } from './deep-freeze';

/**
 * A scripted sequence of decisions on a rigged state, for the spec's acceptance scenarios:
 * `scenario(game, state).act(0, a).reject(1, b, 'code')`. Inputs are deep-frozen, so a rule that
 * mutates its input fails the scenario.
 */
export class Scenario<S extends GameState, A extends Action, V, O> {
  #state: S;
  #events: GameEvent[] = [];

  constructor(
    readonly game: GameDef<S, A, V, O>,
    state: S,
  ) {
    this.#state = deepFreeze(state);
  }

  get state(): S {
    return this.#state;
  }

  /** Events of the most recent `act`. */
  get events(): readonly GameEvent[] {
    return this.#events;
  }

  /** Applies a legal action for `seat`; fails the test with the rule's message if it is refused. */
  act(seat: number, action: A): this {
    try {
      const step = this.game.apply(this.#state, seat as Seat, action);
      this.#state = deepFreeze(step.state);
      this.#events = [...step.events];
    } catch (error) {
      if (isRuleError(error)) {
        throw new Error(`seat ${seat} could not ${JSON.stringify(action)}: [${error.code}] ${error.message}`);
      }
      throw error;
    }
    return this;
  }

  /** Expects `action` by `seat` to be refused with `code`, leaving the state as it was. */
  reject(seat: number, action: A, code: string): RuleError {
    const before = this.#state;
    try {
      this.game.apply(before, seat as Seat, action);
    } catch (error) {
      if (error instanceof RuleError) {
        if (error.code !== code) {
          throw new Error(`expected rule error ${code}, got ${error.code}: ${error.message}`, { cause: error });
        }
        return error;
      }
      throw error;
    }
    throw new Error(`expected rule error ${code}, but ${JSON.stringify(action)} was accepted`);
  }

  /** The view of `viewer` now. */
  view(viewer: Viewer): V {
    return this.game.view(this.#state, viewer);
  }

  /** The legal actions of `seat` now. */
  legal(seat: number): readonly A[] {
    return this.game.legalActions(this.#state, seat as Seat);
  }
}

/** Starts a scenario on a rigged state. */
export function scenario<S extends GameState, A extends Action, V, O>(
  game: GameDef<S, A, V, O>,
  state: S,
): Scenario<S, A, V, O> {
  return new Scenario(game, state);
}
