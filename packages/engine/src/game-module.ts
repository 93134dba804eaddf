import type { BotInput } from './bot';
import type { ErrorParams } from './errors';
import type { GameEvent } from './events';
import type { Action, GameDef, GameState, Outcome } from './game';
import type { SearchHints } from './search-hints';
import type { Viewer } from './seat';
import type { Translate } from './translate';

/**
 * What a game's words are made with: the reader's catalogues (`t`, keys `namespace:group.key`) and the
 * display names of the seats (index = seat; a seat without a name gets the catalogue's "Player n").
 */
export interface TextContext {
  readonly t: Translate;
  readonly names: readonly string[];
}

/** How a game reads in words: for the terminal, logs and replays, in the reader's language. */
export interface TextPresenter<V, A extends Action> {
  /** The table as seen by `viewer`, as terminal text (may use Unicode suits, no colour codes). */
  renderView(view: V, viewer: Viewer, words: TextContext): string;
  /** An action in words, e.g. "Play 7♠ + A♠" or "Yield". */
  describeAction(action: A, view: V, words: TextContext): string;
  /** An event in words for the game log (`view`: the reader's view after it, when known), or null when it is not worth a line. */
  describeEvent(event: GameEvent, view: V | null, words: TextContext): string | null;
  /**
   * The heading a long move menu lists `action` under (the card or skill it uses, in words), or null
   * to list it with the other moves; a game without it gets one flat menu.
   */
  menuGroup?(action: A, view: V, words: TextContext): string | null;
  /** How the game ended, for "Game over" lines and replays; without it, readers see `outcome.label`. */
  describeOutcome?(outcome: Outcome, words: TextContext): string;
  /** A rule error (`code` + `params` of a `RuleError`) in the reader's words; without it, readers see its message. */
  describeError?(code: string, params: ErrorParams, words: TextContext): string;
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
