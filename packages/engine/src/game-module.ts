import type { BotInput } from './bot';
import type { GameEvent } from './events';
import type { Action, GameDef, GameState } from './game';
import type { SearchHints } from './search-hints';
import type { Viewer } from './seat';

/** How a game reads in words: for the terminal, logs and replays. */
export interface TextPresenter<V, A extends Action> {
  /** The table as seen by `viewer`, as terminal text (may use Unicode suits, no colour codes). */
  renderView(view: V, viewer: Viewer): string;
  /** An action in words, e.g. "Play 7♠ + A♠" or "Yield". */
  describeAction(action: A, view: V): string;
  /** An event in words for the game log, or null when it is not worth a line. */
  describeEvent(event: GameEvent): string | null;
}

/** Everything the platform needs of one game: its rules, its heuristic bot and its words. */
export interface GameModule<S extends GameState, A extends Action, V, O> {
  readonly def: GameDef<S, A, V, O>;
  /** The game's own heuristic player (a `Bot`); a method so that erased modules stay assignable. */
  heuristicBot(input: BotInput<V, A>): A;
  readonly text: TextPresenter<V, A>;
  /** What the game knows that helps a search (evaluation, role belief, rollout cap); see `SearchHints`. */
  readonly searchHints?: SearchHints<S, V>;
}

/** A game module with its types erased, as the registries of the server and the CLI hold it. */
export type AnyGameModule = GameModule<GameState, Action, unknown, unknown>;
