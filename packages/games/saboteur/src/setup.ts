/** Game and round setup (spec §3.2, §3.3). */
import { asCardId, asSeat, createRng, rngStateFromSeed, type CardId, type Rng, type Seat } from '@tavern/engine';
import { GOAL_CARDS, GOAL_POSITIONS, handSize, NUGGET_CARDS, PLAYING_DECK, roleDeck, START } from './cards';
import { saboteurError } from './errors';
import { EMPTY_TALLY, NO_PLAYS, type MazeCell, type SaboteurOptions, type SaboteurState } from './state';

/** The options used when none are given: a random starter. */
export const DEFAULT_OPTIONS: SaboteurOptions = { firstSeat: null };

/** A new match: shuffled gold supply, then round 1 (spec §3.2). */
export function setupGame(numPlayers: number, seed: string, options: SaboteurOptions): SaboteurState {
  if (!Number.isInteger(numPlayers) || numPlayers < 3 || numPlayers > 10) {
    throw saboteurError('INVALID_PLAYER_COUNT', { count: numPlayers });
  }
  const rng = createRng(rngStateFromSeed(seed));
  const goldSupply = rng.shuffle(NUGGET_CARDS.map(asCardId));
  const first = options.firstSeat;
  const starter = first !== null && Number.isInteger(first) && first >= 0 && first < numPlayers
    ? asSeat(first)
    : asSeat(rng.int(numPlayers));
  const empty = Array.from({ length: numPlayers }, () => [] as CardId[]);
  const base: SaboteurState = {
    rng: rng.state(),
    playerCount: numPlayers,
    round: 1,
    phase: 'PLAYING',
    current: starter,
    roles: [],
    asideRole: asCardId(''),
    hands: empty,
    drawPile: [],
    discard: [],
    maze: [],
    broken: [],
    peeks: [],
    gold: empty,
    goldSupply,
    lastCardSeat: null,
    distribution: null,
    roundResult: null,
    nextRoundStarter: null,
    winners: null,
    plays: [],
    tally: EMPTY_TALLY,
    turns: 0,
  };
  return setupRound(base, 1, starter);
}

/**
 * Deals a round from the complete card set (spec §3.3, §4.4): roles, maze, hands and draw pile;
 * gold holdings, the gold supply and the tally carry over.
 */
export function setupRound(state: SaboteurState, round: number, starter: Seat): SaboteurState {
  const rng: Rng = createRng(state.rng);
  const n = state.playerCount;
  const roles = rng.shuffle(roleDeck(n).map(asCardId));
  const goals = rng.shuffle(GOAL_CARDS.map(asCardId));
  const deck = rng.shuffle(PLAYING_DECK.map(asCardId));
  const size = handSize(n);
  const hands = Array.from({ length: n }, (_, seat) => deck.slice(seat * size, (seat + 1) * size));
  const maze: MazeCell[] = [
    { x: 0, y: 0, card: asCardId(START), rotation: 0, faceUp: true },
    ...GOAL_POSITIONS.map(([x, y], i): MazeCell => ({ x, y, card: goals[i] as CardId, rotation: 0, faceUp: false })),
  ];
  const empty = Array.from({ length: n }, () => []);
  return {
    ...state,
    rng: rng.state(),
    round,
    phase: 'PLAYING',
    current: starter,
    roles: roles.slice(0, n),
    asideRole: roles[n] as CardId,
    hands,
    drawPile: deck.slice(n * size),
    discard: [],
    maze,
    broken: Array.from({ length: n }, () => ({})),
    peeks: empty,
    lastCardSeat: null,
    distribution: null,
    roundResult: null,
    nextRoundStarter: null,
    plays: Array.from({ length: n }, () => NO_PLAYS),
  };
}
