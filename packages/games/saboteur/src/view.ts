/** `view`: the one way information leaves a state, built from a whitelist (spec §5). */
import { asSeat, type CardId, type Viewer } from '@tavern/engine';
import { roleOf } from './cards';
import type { SaboteurState } from './state';
import type { MazeEntryView, SaboteurView } from './view-types';

// The maze's view is kept with the maze: the state shares an unchanged maze between versions, so
// its view is the same object from one update to the next (an update's patch skips it at once)
// and is built once for every viewer.
const mazeViews = new WeakMap<SaboteurState['maze'], readonly MazeEntryView[]>();

const cellViews = new WeakMap<SaboteurState['maze'][number], MazeEntryView>();

function cellView(cell: SaboteurState['maze'][number]): MazeEntryView {
  let view = cellViews.get(cell);
  if (view === undefined) {
    // Only goal cards lie face down; their ids must not even decide the kind shown.
    if (!cell.faceUp) view = { x: cell.x, y: cell.y, kind: 'GOAL', faceUp: false };
    else {
      const kind = cell.card === 'START' ? 'START' : cell.card.startsWith('GOAL') ? 'GOAL' : 'TUNNEL';
      view = { x: cell.x, y: cell.y, kind, card: cell.card, rotation: cell.rotation, faceUp: true };
    }
    cellViews.set(cell, view);
  }
  return view;
}

function mazeView(maze: SaboteurState['maze']): readonly MazeEntryView[] {
  let view = mazeViews.get(maze);
  if (view === undefined) {
    view = maze.map(cellView);
    mazeViews.set(maze, view);
  }
  return view;
}

/** The discarded cards `seat` saw go (its own discards, and the open ones). */
function discardKnownTo(discard: SaboteurState['discard'], seat: number | null): CardId[] {
  const known: CardId[] = [];
  for (const entry of discard) if (entry.by === null || entry.by === seat) known.push(entry.card);
  return known;
}

/** Exactly what `viewer` may see. */
export function viewOf(state: SaboteurState, viewer: Viewer): SaboteurView {
  const gameOver = state.phase === 'GAME_OVER';
  const result = state.roundResult;
  const seat = viewer === 'spectator' ? null : viewer;
  const maze = mazeView(state.maze);
  const distribution = state.distribution;
  return {
    playerCount: state.playerCount,
    round: state.round,
    phase: state.phase,
    current: state.current,
    me:
      seat === null
        ? null
        : {
            seat,
            role: roleOf(state.roles[seat] ?? ''),
            hand: state.hands[seat] ?? [],
            gold: state.gold[seat] ?? [],
            peeks: state.peeks[seat] ?? [],
          },
    players: state.hands.map((hand, p) => ({
      seat: asSeat(p),
      handCount: hand.length,
      goldCount: (state.gold[p] ?? []).length,
      broken: state.broken[p] ?? {},
      role: result === null ? null : (result.roles[p] ?? null),
      gold: gameOver ? (state.gold[p] ?? []) : null,
      mapped: (state.peeks[p] ?? []).map((peek) => ({ x: peek.x, y: peek.y })),
      plays: state.plays[p] ?? { paths: 0, deadEnds: 0, rockfalls: 0, toolsBroken: 0, repairs: 0 },
    })),
    maze,
    counts: { drawPile: state.drawPile.length, discard: state.discard.length, goldSupply: state.goldSupply.length },
    discardKnown: discardKnownTo(state.discard, seat),
    distribution:
      distribution === null
        ? null
        : {
            finder: distribution.finder,
            picker: distribution.picker,
            stackSize: distribution.stack.length,
            stack: distribution.picker === seat ? distribution.stack : null,
          },
    roundResult:
      result === null
        ? null
        : {
            winner: result.winner,
            finder: result.finder,
            roles: result.roles,
            asideRole: result.asideRole,
            goals: result.goals,
            received: result.received.map((cards, p) => ({
              count: cards.length,
              cards: gameOver || p === seat ? cards : null,
            })),
          },
    lastCardSeat: state.lastCardSeat,
    nextRoundStarter: state.nextRoundStarter,
    winners: state.winners,
    roundsWon: { goldDiggers: state.tally.minerRoundsWon, saboteurs: state.tally.saboteurRoundsWon },
  };
}
