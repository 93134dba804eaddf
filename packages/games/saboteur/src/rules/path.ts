/** PLAY_PATH: placement legality G1–G4 and turning goal cards over (spec §2.5, §2.6). */
import { asCardId, type GameEvent, type RuleError, type Seat } from '@tavern/engine';
import { GOAL_GOLD, getPathShape, type PathShape, TOOLS } from '../cards';
import { saboteurError } from '../errors';
import { cardName } from '../reference';
import { publicEvent } from '../events';
import { COORD_LIMIT, formatCell, maskAt, oppositeBit, SIDE_DX, SIDE_DY, SIDE_NAME, SIDES, type Side } from '../geometry';
import { cellAt, cellContext, connectsToStart, fitsEdges, indexMaze, reachedAt } from '../maze';
import type { MazeCell, SaboteurState } from '../state';
import { endRound } from './round-end';
import { spend } from './action-cards';
import { applyPatch, endTurn } from './turn';

/** A placement to check: a tunnel card of known shape at (x, y) with a rotation. */
export interface Placement {
  readonly card: string;
  readonly shape: PathShape;
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
}

/** The first rule a placement by `seat` breaks (TOOL_BROKEN, then G1–G4), or null if it is legal. */
export function placementError(state: SaboteurState, seat: Seat, placement: Placement): RuleError | null {
  const broken = state.broken[seat];
  if (broken !== undefined) {
    for (const tool of TOOLS) if (broken[tool] !== undefined) return saboteurError('TOOL_BROKEN', { tool: tool.toLowerCase() });
  }
  const { shape, x, y, rotation } = placement;
  // The card's name and the cell's label are built only for an error: a legal placement needs neither.
  if (rotation !== 0 && rotation !== 180) return saboteurError('INVALID_ROTATION', { rotation });
  if (!Number.isInteger(x) || !Number.isInteger(y) || Math.abs(x) > COORD_LIMIT || Math.abs(y) > COORD_LIMIT) {
    return saboteurError('NOT_CONNECTED', { card: cardName(placement.card), cell: formatCell(x, y), cardId: placement.card });
  }
  const occupant = cellAt(state.maze, x, y);
  if (occupant !== undefined) return saboteurError('CELL_OCCUPIED', { cell: formatCell(x, y), what: describeOccupant(occupant), ...occupantData(occupant) });
  const context = cellContext(indexMaze(state.maze), x, y);
  const mask = maskAt(shape.mask, rotation);
  if (!fitsEdges(context, mask)) {
    const mismatch = mismatchOf(context.constrained, context.required, mask, x, y);
    return saboteurError('EDGE_MISMATCH', { card: cardName(placement.card), cell: formatCell(x, y), detail: mismatchDetail(mismatch), cardId: placement.card, ...(mismatch ?? {}) });
  }
  if (!connectsToStart(context, mask)) return saboteurError('NOT_CONNECTED', { card: cardName(placement.card), cell: formatCell(x, y), cardId: placement.card });
  return null;
}

function describeOccupant(cell: MazeCell): string {
  if (cell.card === 'START') return 'the start card';
  if (cell.card.startsWith('GOAL')) return cell.faceUp ? 'a face-up goal card' : 'a face-down goal card';
  return `a tunnel card (${cardName(cell.card)})`;
}

/**
 * What an occupied cell holds, as data for the catalogues: the kind, and the card only for a
 * tunnel (a face-down goal's id would give away whether it is gold).
 */
function occupantData(cell: MazeCell): { occupant: string; occupantId: string } {
  if (cell.card === 'START') return { occupant: 'start', occupantId: '' };
  if (cell.card.startsWith('GOAL')) return { occupant: cell.faceUp ? 'goalUp' : 'goalDown', occupantId: '' };
  return { occupant: 'tunnel', occupantId: cell.card };
}

/** The first side that does not fit: which side, the neighbour's cell, and whether our side is the open one. */
interface Mismatch {
  readonly side: Side;
  readonly neighbour: string;
  readonly openSide: boolean;
}

function mismatchOf(constrained: number, required: number, mask: number, x: number, y: number): Mismatch | null {
  for (let i = 0; i < 4; i++) {
    const bit = 1 << i;
    if ((constrained & bit) === 0 || (mask & bit) === (required & bit)) continue;
    const neighbour = formatCell(x + (SIDE_DX[i] as number), y + (SIDE_DY[i] as number));
    return { side: SIDES[i] as Side, neighbour, openSide: (mask & bit) !== 0 };
  }
  return null;
}

function mismatchDetail(mismatch: Mismatch | null): string {
  if (mismatch === null) return 'its sides do not fit';
  const side = SIDE_NAME[mismatch.side];
  return mismatch.openSide
    ? `its ${side} side is open, but the card at ${mismatch.neighbour} is rock on that side`
    : `its ${side} side is rock, but the card at ${mismatch.neighbour} has a tunnel opening onto it`;
}

/** Turns over every face-down goal that a reached port faces, fitting coal cards (spec §2.6). */
function revealReachedGoals(maze: readonly MazeCell[], events: GameEvent[]): { maze: readonly MazeCell[]; gold: boolean } {
  let current = maze;
  let gold = false;
  // Repeat until nothing more is reached; in real play one pass suffices (spec §2.6, last bullets).
  for (let changed = true; changed; ) {
    changed = false;
    const index = indexMaze(current);
    // Copied only once a goal turns over: most placements reach no goal.
    let next: MazeCell[] | null = null;
    for (let c = 0; c < current.length; c++) {
      const cell = (next ?? current)[c] as MazeCell;
      if (cell.faceUp) continue;
      for (let i = 0; i < 4; i++) {
        const reached = reachedAt(index, cell.x + (SIDE_DX[i] as number), cell.y + (SIDE_DY[i] as number));
        if ((reached & oppositeBit(i)) === 0) continue;
        const shape = getPathShape(cell.card);
        // The goal's side i faces the card that reached it; choose the rotation that opens it.
        const rotation = shape !== undefined && (shape.mask & (1 << i)) !== 0 ? 0 : 180;
        if (cell.card === GOAL_GOLD) gold = true;
        events.push(publicEvent('goalRevealed', { x: cell.x, y: cell.y, card: cell.card, rotation }));
        next ??= current.slice();
        next[c] = { ...cell, rotation, faceUp: true };
        changed = true;
        break;
      }
    }
    if (next !== null) current = next;
  }
  return { maze: current, gold };
}

/** Applies a placement already checked by `placementError`. */
export function applyPlacement(state: SaboteurState, seat: Seat, placement: Placement): { state: SaboteurState; events: GameEvent[] } {
  const { card, shape, x, y } = placement;
  const rotation = placement.rotation === 180 ? 180 : 0;
  const events: GameEvent[] = [publicEvent('pathPlaced', { seat, card, x, y, rotation })];
  const placed: MazeCell = { x, y, card: asCardId(card), rotation, faceUp: true };
  const { maze, gold } = revealReachedGoals(state.maze.concat(placed), events);
  const patch = spend(state, seat, card, shape.connected ? 'paths' : 'deadEnds');
  patch.maze = maze;
  // spec §3.4 step 2: reaching the gold ends the round at once, with no draw.
  const after = gold
    ? endRound(applyPatch(state, patch, state.drawPile, patch.hands, state.current), 'GOLD_DIGGERS', seat, events)
    : endTurn(state, seat, events, patch);
  return { state: after, events };
}
