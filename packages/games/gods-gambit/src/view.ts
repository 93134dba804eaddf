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

// Views are rebuilt at every step (searches, environments, the server) while most of what they
// show is unchanged: the part last built for each seat is kept and handed out again while its
// inputs are the same values (or the same shared state arrays). Views are read-only, so sharing
// a part between views is safe, and the output is the same as building every part anew. A plain
// per-seat slot rather than a WeakMap: the lookup is a comparison, and nothing is left for the
// garbage collector to trace.

/** The largest table (spec §2). */
const MAX_SEATS = 6;

/** Is `viewer` one of the seats 0..count-1 (not a spectator, nor a seat the state does not have)? */
function isSeatBelow(viewer: Viewer, count: number): viewer is Seat {
  return viewer !== 'spectator' && Number.isInteger(viewer) && viewer >= 0 && viewer < count;
}

/** A per-seat cache, filled up front so that it stays a packed array. */
function perSeat<T>(): (T | undefined)[] {
  return new Array<T | undefined>(MAX_SEATS).fill(undefined);
}

/** The player view last built per seat: the next view of an unchanged seat reuses it. */
const lastPlayerViews = perSeat<PlayerView>();

function playerViewOf(state: State, seat: number): PlayerView {
  const hand = state.hands[seat];
  const handCount = hand === undefined ? 0 : hand.length;
  const skillArea = state.skillAreas[seat] ?? [];
  const skips = state.skips[seat] ?? 0;
  const extraTurns = state.extraTurns[seat] ?? 0;
  const roundsOut = state.roundsOut[seat] ?? 0;
  const last = lastPlayerViews[seat];
  if (
    last !== undefined &&
    last.skillArea === skillArea &&
    last.handCount === handCount &&
    last.skips === skips &&
    last.extraTurns === extraTurns &&
    last.roundsOut === roundsOut
  ) {
    return last;
  }
  const built: PlayerView = { handCount, skillArea, skips, extraTurns, roundsOut };
  lastPlayerViews[seat] = built;
  return built;
}

/** The score rows last built per seat for its own view before the game ends. */
const lastOwnScores = perSeat<readonly ScoreView[]>();

function scoresOf(state: State, viewer: Viewer, finished: boolean): readonly ScoreView[] {
  if (finished) {
    const scores: ScoreView[] = [];
    for (let seat = 0; seat < state.numPlayers; seat++) {
      scores.push({ seat, penalties: state.penalties[seat] ?? [], total: state.totals[seat] ?? 0 });
    }
    return scores;
  }
  if (!isSeatBelow(viewer, state.numPlayers)) return [];
  const penalties = state.penalties[viewer] ?? [];
  const total = state.totals[viewer] ?? 0;
  const last = lastOwnScores[viewer];
  const row = last?.[0];
  if (row !== undefined && row.penalties === penalties && row.total === total) return last as readonly ScoreView[];
  const scores: readonly ScoreView[] = [{ seat: viewer, penalties, total }];
  lastOwnScores[viewer] = scores;
  return scores;
}

/** Builds the view of `viewer` from an explicit whitelist of fields (style point 9). */
export function viewOf(state: State, viewer: Viewer): View {
  // Hot in searches (tree keys, heuristic rollouts): plain loops, no closures.
  const finished = state.pending.kind === 'gameOver';
  // Sized up front: pushing would reserve room for 16 seats.
  const players = new Array<PlayerView>(state.numPlayers);
  for (let seat = 0; seat < state.numPlayers; seat++) players[seat] = playerViewOf(state, seat);
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
    scores: scoresOf(state, viewer, finished),
    lastRound: state.lastRound === null ? null : lastRoundView(state.lastRound, viewer, finished),
    turnsThisRound: state.turnsThisRound,
    turns: state.turns,
    voidRounds: state.voidRounds,
    finished,
  };
}

/** The last round as each seat last saw it before the game ended, with the summary it was built from. */
const lastRoundSummaries = perSeat<RoundSummary>();
const lastRoundViews = perSeat<RoundSummaryView>();

/** The last round as `viewer` sees it: other seats' penalties hidden until the game ends. */
function lastRoundView(last: RoundSummary, viewer: Viewer, finished: boolean): RoundSummaryView {
  const seats = last.penalties.length;
  // Only a seated viewer's view before the end is kept: the others are rare.
  const kept = !finished && isSeatBelow(viewer, seats);
  if (kept && lastRoundSummaries[viewer] === last) return lastRoundViews[viewer] as RoundSummaryView;
  const penalties: (number | null)[] = [];
  for (let seat = 0; seat < seats; seat++) {
    penalties.push(finished || seat === viewer ? (last.penalties[seat] as number) : null);
  }
  const built: RoundSummaryView = {
    round: last.round,
    reason: last.reason,
    wentOut: last.wentOut,
    outSeats: last.outSeats,
    revealer: last.revealer,
    nextFirst: last.nextFirst,
    turns: last.turns,
    penalties,
  };
  if (kept) {
    lastRoundSummaries[viewer] = last;
    lastRoundViews[viewer] = built;
  }
  return built;
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
