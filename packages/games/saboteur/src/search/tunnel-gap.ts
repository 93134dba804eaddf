/**
 * How far the tunnels are from each goal: the fewest empty cells a tunnel still has to fill, from the
 * start-connected network, to touch the goal. It reads the real maze (the start's reached ports and
 * the frontier of the game's own maze index), but ignores whether cards fit their neighbours: a
 * lower bound that the search's evaluation turns into the miners' chances.
 */
import { GOAL_POSITIONS, isGoalPosition } from '../cards';
import { indexMaze, slotOf, type MazeIndex } from '../maze';
import type { MazeCell } from '../state';

/** Gaps beyond this are "far"; also bounds the breadth-first search. */
export const FAR_GAP = 12;

/** A grid large enough for any reachable maze (40 tunnel cards around the start at (0,0)). */
const SPAN = 128;
const OFFSET = 64;
const seen = new Int32Array(SPAN * SPAN);
const depth = new Int8Array(SPAN * SPAN);
let stamp = 0;

const RECENT = 8;
const recentMazes: (readonly MazeCell[] | null)[] = new Array<null>(RECENT).fill(null);
const recentGaps: (readonly number[] | null)[] = new Array<null>(RECENT).fill(null);
let nextSlot = 0;

/**
 * Per goal position (in GOAL_POSITIONS order), the number of cards a tunnel still needs to touch it:
 * 1 when an open, reached port already faces a cell next to the goal, FAR_GAP when unreachable.
 * Memoised per maze array (states share it until a card is placed).
 */
export function tunnelGaps(maze: readonly MazeCell[]): readonly number[] {
  for (let i = 0; i < RECENT; i++) if (recentMazes[i] === maze) return recentGaps[i] as readonly number[];
  const gaps = computeGaps(indexMaze(maze));
  recentMazes[nextSlot] = maze;
  recentGaps[nextSlot] = gaps;
  nextSlot = (nextSlot + 1) % RECENT;
  return gaps;
}

function occupied(index: MazeIndex, x: number, y: number): boolean {
  const s = slotOf(index, x, y);
  return s >= 0 && index.slot[s] !== 0;
}

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

function computeGaps(index: MazeIndex): number[] {
  stamp++;
  const queue: number[] = [];
  for (const cell of index.frontier) {
    const key = (cell.x + OFFSET) * SPAN + (cell.y + OFFSET);
    if (seen[key] === stamp) continue;
    seen[key] = stamp;
    depth[key] = 1;
    queue.push(cell.x, cell.y);
  }
  const gaps = GOAL_POSITIONS.map(() => FAR_GAP);
  let open = gaps.length;
  for (let head = 0; head < queue.length && open > 0; head += 2) {
    const x = queue[head] as number;
    const y = queue[head + 1] as number;
    const d = depth[(x + OFFSET) * SPAN + (y + OFFSET)] as number;
    for (let side = 0; side < 4; side++) {
      const nx = x + (DX[side] as number);
      const ny = y + (DY[side] as number);
      if (isGoalPosition(nx, ny)) {
        const g = GOAL_POSITIONS.findIndex(([gx, gy]) => gx === nx && gy === ny);
        if (d < (gaps[g] as number)) {
          if (gaps[g] === FAR_GAP) open--;
          gaps[g] = d;
        }
        continue;
      }
      if (d + 1 >= FAR_GAP || nx <= -OFFSET || ny <= -OFFSET || nx >= OFFSET || ny >= OFFSET) continue;
      const key = (nx + OFFSET) * SPAN + (ny + OFFSET);
      if (seen[key] === stamp || occupied(index, nx, ny)) continue;
      seen[key] = stamp;
      depth[key] = d + 1;
      queue.push(nx, ny);
    }
  }
  return gaps;
}
