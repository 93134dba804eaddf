import type { Seat, Viewer } from '@tavern/engine';
import type { Colour } from './cards';
import type { Options } from './options';
import type { Pending, RoundSummary, State } from './state';

/** What everyone sees of one seat (spec §5): hand size, skill area, counters, rounds gone out. */
export interface PlayerView {
  readonly handCount: number;
  readonly skillArea: readonly string[];
  readonly skips: number;
  readonly extraTurns: number;
  readonly roundsOut: number;
}

/** A seat's scores: its own only, or everyone's once the game has ended (spec §5, D-23). */
export interface ScoreView {
  readonly seat: number;
  /** Penalty of each completed round. */
  readonly penalties: readonly number[];
  /** Cumulative penalty (standard) or remaining points (subtraction). */
  readonly total: number;
}

/** How the last round ended; `penalties` holds null for the seats whose penalty the viewer may not see. */
export interface RoundSummaryView {
  readonly round: number;
  readonly reason: 'out' | 'trumpet';
  readonly wentOut: number;
  readonly outSeats: readonly number[];
  readonly revealer: number;
  readonly nextFirst: number;
  readonly turns: number;
  readonly penalties: readonly (number | null)[];
}

/** One seat's (or a spectator's) view of the game; the only way information leaves a state. */
export interface View {
  readonly viewer: Viewer;
  readonly numPlayers: number;
  readonly options: Options;
  readonly round: number;
  readonly firstPlayer: number;
  readonly current: number;
  /** The decision the game waits for (all of it is public). */
  readonly pending: Pending;
  /** Every card played onto the field, the field card last. */
  readonly fieldPile: readonly string[];
  readonly colour: Colour;
  readonly trumpets: readonly string[];
  readonly drawPileSize: number;
  readonly players: readonly PlayerView[];
  /** The viewer's own hand; null for a spectator. */
  readonly hand: readonly string[] | null;
  readonly firstOut: number;
  readonly scores: readonly ScoreView[];
  readonly lastRound: RoundSummaryView | null;
  readonly turnsThisRound: number;
  readonly turns: number;
  readonly voidRounds: number;
  readonly finished: boolean;
}

/** Builds the view of `viewer` from an explicit whitelist of fields (style point 9). */
export function viewOf(state: State, viewer: Viewer): View {
  // Hot in searches (tree keys, heuristic rollouts): plain loops, no closures.
  const finished = state.pending.kind === 'gameOver';
  const players: PlayerView[] = [];
  const scores: ScoreView[] = [];
  for (let seat = 0; seat < state.numPlayers; seat++) {
    players.push({
      handCount: (state.hands[seat] ?? []).length,
      skillArea: state.skillAreas[seat] ?? [],
      skips: state.skips[seat] ?? 0,
      extraTurns: state.extraTurns[seat] ?? 0,
      roundsOut: state.roundsOut[seat] ?? 0,
    });
    if (finished || seat === viewer) {
      scores.push({ seat, penalties: state.penalties[seat] ?? [], total: state.totals[seat] ?? 0 });
    }
  }
  return {
    viewer,
    numPlayers: state.numPlayers,
    options: state.options,
    round: state.round,
    firstPlayer: state.firstPlayer,
    current: state.current,
    pending: state.pending,
    fieldPile: state.fieldPile,
    colour: state.colour,
    trumpets: state.trumpets,
    drawPileSize: state.drawPile.length,
    players,
    hand: viewer === 'spectator' ? null : (state.hands[viewer] ?? []),
    firstOut: state.firstOut,
    scores,
    lastRound: state.lastRound === null ? null : lastRoundView(state.lastRound, viewer, finished),
    turnsThisRound: state.turnsThisRound,
    turns: state.turns,
    voidRounds: state.voidRounds,
    finished,
  };
}

/** The last round as `viewer` sees it: other seats' penalties hidden until the game ends. */
function lastRoundView(last: RoundSummary, viewer: Viewer, finished: boolean): RoundSummaryView {
  const penalties: (number | null)[] = [];
  for (let seat = 0; seat < last.penalties.length; seat++) {
    penalties.push(finished || seat === viewer ? (last.penalties[seat] as number) : null);
  }
  return {
    round: last.round,
    reason: last.reason,
    wentOut: last.wentOut,
    outSeats: last.outSeats,
    revealer: last.revealer,
    nextFirst: last.nextFirst,
    turns: last.turns,
    penalties,
  };
}

/** Values `viewer` must not learn: ids of cards in other hands and in the draw pile. */
export function hiddenValuesOf(state: State, viewer: Viewer): string[] {
  const hidden: string[] = [...state.drawPile];
  for (let seat = 0; seat < state.numPlayers; seat++) {
    if (seat !== viewer) hidden.push(...(state.hands[seat] ?? []));
  }
  return hidden;
}

/** Every card in every zone (the conservation check). */
export function allCardsOf(state: State): string[] {
  const cards: string[] = [...state.drawPile, ...state.fieldPile, ...state.trumpets];
  for (const hand of state.hands) cards.push(...hand);
  for (const area of state.skillAreas) cards.push(...area);
  return cards;
}

/** The seat a view belongs to, for code that needs a seat. */
export function seatOf(view: View): Seat | null {
  return view.viewer === 'spectator' ? null : view.viewer;
}
