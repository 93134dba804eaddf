import type { Action, GameDef, GameState } from './game';
import type { Seat } from './seat';

/**
 * Since which version each seat's current decision has been open. An answer made against version
 * `v` answers the decision its seat saw at `v`; it is still valid if that decision has stayed open
 * since (`openedAt <= v`), whatever other seats answered meanwhile. A decision stays open across
 * another seat's action when the game names it the same (`GameDef.decisionId`); the seat's own
 * action always closes it.
 */
export class OpenDecisions {
  /** seat → [version the decision opened at, its name]. */
  #open = new Map<Seat, readonly [number, string | number | null]>();

  private constructor(
    private readonly game: GameDef<GameState, Action, unknown, unknown>,
  ) {}

  /** The decisions open in `state` at `version` (a match's start, or a replayed position). */
  static at<S extends GameState, A extends Action, V, O>(
    game: GameDef<S, A, V, O>,
    state: S,
    version: number,
  ): OpenDecisions {
    const open = new OpenDecisions(game);
    open.advance(state, version, null);
    return open;
  }

  /** `actor`'s action made `version`, reaching `state`: decisions still named the same stay open. */
  advance(state: GameState, version: number, actor: Seat | null): void {
    const next = new Map<Seat, readonly [number, string | number | null]>();
    for (const seat of this.game.toAct(state)) {
      const id = this.game.decisionId?.(state, seat) ?? null;
      const before = this.#open.get(seat);
      const stillOpen = id !== null && seat !== actor && before !== undefined && before[1] === id;
      next.set(seat, stillOpen ? before : [version, id]);
    }
    this.#open = next;
  }

  /** Whether `seat` may answer at `version` having seen the game at `seenVersion`. */
  accepts(seat: Seat, seenVersion: number, version: number): boolean {
    if (seenVersion > version) return false;
    const open = this.#open.get(seat);
    // A seat that owes nothing is refused by the rules with a clearer reason, if it saw the latest.
    if (open === undefined) return seenVersion === version;
    return seenVersion >= open[0];
  }

  /** The version `seat`'s open decision dates from, or null if it owes nothing. */
  openedAt(seat: Seat): number | null {
    return this.#open.get(seat)?.[0] ?? null;
  }
}
