import type { RoomInfo, UpdateMessage, WireViewer } from '@tavern/engine/protocol';
import type { ComponentType } from 'react';
import type { BuilderState, BuilderView, Decompose } from '../builder/model';

/** An action as it travels on the wire: a tagged plain object. */
export interface WireAction {
  readonly type: string;
  readonly [field: string]: unknown;
}

/** An event as the server sends it to this viewer. */
export interface WireEvent {
  readonly type: string;
  readonly [field: string]: unknown;
}

/** Display names by seat, for words such as "Ann played 7♠". */
export type SeatNames = readonly string[];

/** What a table needs to draw choices: the narrowed legal actions and how to choose. */
export interface BuilderApi {
  readonly view: BuilderView<WireAction>;
  readonly state: BuilderState;
  /** Whether `value` in `slot` leads to a legal action now. */
  readonly offered: (slot: string, value: string) => boolean;
  /** Chooses (or, for an option not on offer, asks the rules why not). */
  readonly choose: (slot: string, value: string) => void;
  /** Replaces the choices (tables with their own flow, e.g. a rotation toggled before a cell). */
  readonly set: (state: BuilderState) => void;
  /** What a hypothetical set of choices would offer (to preview a step ahead). */
  readonly narrowAt: (state: BuilderState) => BuilderView<WireAction>;
}

/** Props every game table receives. */
export interface TableProps {
  readonly view: unknown;
  readonly viewer: WireViewer;
  readonly room: RoomInfo;
  readonly legal: readonly WireAction[];
  readonly toAct: readonly number[];
  readonly builder: BuilderApi;
  readonly names: SeatNames;
  /** Takes a complete decision at once (a table's own buttons, e.g. a general's "Choose"). */
  readonly act?: (action: WireAction) => void;
  /** Whether the server passes for this seat in windows it cannot answer, and how to change it. */
  readonly autoPass?: { readonly on: boolean; readonly set: (on: boolean) => void };
}

/** Props of a game's summary: a round's end while playing, the whole game at the end. */
export interface SummaryProps {
  readonly view: unknown;
  readonly viewer: WireViewer;
  readonly names: SeatNames;
  readonly outcome: UpdateMessage['outcome'];
}

/** How the browser presents one game. Every part but `id` has a generic fallback. */
export interface GameUi {
  readonly id: string;
  /** Splits actions into choices for the step-by-step builder; no steps = a plain button. */
  readonly decompose: Decompose<WireAction>;
  /** An action in words (the game's own describeAction when its client module exists). */
  describeAction(action: WireAction, view: unknown, names: SeatNames): string;
  /** An event in words for the log, or null to leave it out. */
  describeEvent(event: WireEvent, view: unknown, names: SeatNames): string | null;
  /** A choice in words, for the generic option list (e.g. a card label). */
  describeChoice(slot: string, value: string, view: unknown, names?: SeatNames): string;
  /**
   * The action a click on an option that is not on offer would mean, so the server can say which
   * rule forbids it; null when the click means nothing on its own.
   */
  explainClick?(state: BuilderState, slot: string, value: string, view: unknown): WireAction | null;
  /**
   * What this seat must do now, in words, given what it has chosen so far (cards, a cell): the
   * damage a play will deal, what a discard still needs, why a move is not on offer.
   */
  prompt?(view: unknown, legal: readonly WireAction[], chosen: readonly string[], names?: SeatNames): string | null;
  /** Is the current ask a response demanded out of turn (announced as an alert)? */
  urgent?(view: unknown): boolean;
  /** Moves offered beside the main one (Saboteur's Discard): never drawn as the primary button. */
  isSecondary?(action: WireAction): boolean;
  /** The game's own table; the generic panel is used otherwise. */
  readonly Table?: ComponentType<TableProps>;
  /** Round and game summaries in words (renders nothing when there is nothing to sum up). */
  readonly Summary?: ComponentType<SummaryProps>;
}
