/** What a bot reads off its view: where the gold probably is, how close the tunnels are, who is suspect. */
import { asCardId, type Seat } from '@tavern/engine';
import { GOAL_GOLD, GOAL_POSITIONS, getPathShape } from '../cards';
import { maskAt } from '../geometry';
import { indexMaze, type MazeIndex } from '../maze';
import type { MazeCell, SaboteurAction } from '../state';
import type { SaboteurView } from '../view-types';

/** A goal position with the chance, as this seat sees it, that the gold lies there. */
export interface GoalBelief {
  readonly x: number;
  readonly y: number;
  readonly gold: number;
}

/** The chance of gold at each goal position, from face-up goals and this seat's maps. */
export function goalBeliefs(view: SaboteurView): GoalBelief[] {
  const known = new Map<string, boolean>();
  for (const cell of view.maze) if (cell.kind === 'GOAL' && cell.faceUp) known.set(`${cell.x},${cell.y}`, cell.card === GOAL_GOLD);
  for (const peek of view.me?.peeks ?? []) known.set(`${peek.x},${peek.y}`, peek.card === GOAL_GOLD);
  const goldFound = [...known.values()].some(Boolean);
  const unknown = GOAL_POSITIONS.filter(([x, y]) => !known.has(`${x},${y}`)).length;
  return GOAL_POSITIONS.map(([x, y]) => {
    const fact = known.get(`${x},${y}`);
    const gold = fact !== undefined ? (fact ? 1 : 0) : goldFound || unknown === 0 ? 0 : 1 / unknown;
    return { x, y, gold };
  });
}

/** The most likely gold position (the middle one on ties, as it is closest to most of the maze). */
export function likelyGold(view: SaboteurView): GoalBelief {
  const beliefs = goalBeliefs(view);
  return beliefs.reduce((best, goal) => (goal.gold > best.gold + 1e-9 ? goal : best), beliefs[1] as GoalBelief);
}

/** The view's maze as cells the maze index understands (face-down goals stay opaque). */
export function mazeOfView(view: SaboteurView): MazeCell[] {
  return view.maze.map((cell) => ({
    x: cell.x,
    y: cell.y,
    card: cell.card ?? asCardId('FACE-DOWN'),
    rotation: cell.rotation ?? 0,
    faceUp: cell.faceUp,
  }));
}

/** Grid distance between two cells. */
export function distance(ax: number, ay: number, bx: number, by: number): number {
  return Math.abs(ax - bx) + Math.abs(ay - by);
}

/** How far the open frontier of the maze is from (x, y): 0 means a reached port faces it. */
export function frontierDistance(index: MazeIndex, x: number, y: number): number {
  let best = Infinity;
  for (const cell of index.frontier) best = Math.min(best, distance(cell.x, cell.y, x, y));
  return best;
}

/** For a legal placement: the best distance to (gx, gy) from the new card's open, unbuilt sides. */
export function placementReach(
  maze: readonly MazeCell[],
  action: Extract<SaboteurAction, { type: 'playPath' }>,
  gx: number,
  gy: number,
): { distance: number; reachesGoal: boolean; deadEnd: boolean } {
  const shape = getPathShape(action.card);
  if (shape === undefined) return { distance: Infinity, reachesGoal: false, deadEnd: true };
  const mask = maskAt(shape.mask, action.rotation);
  const index = indexMaze(maze);
  let best = Infinity;
  let reachesGoal = false;
  const steps: readonly (readonly [number, number])[] = [[0, -1], [1, 0], [0, 1], [-1, 0]];
  for (let side = 0; side < 4; side++) {
    if ((mask & (1 << side)) === 0) continue;
    const [dx, dy] = steps[side] as readonly [number, number];
    const nx = action.x + dx;
    const ny = action.y + dy;
    if (nx === gx && ny === gy) reachesGoal = shape.connected;
    if (isOccupied(index, nx, ny)) continue;
    best = Math.min(best, distance(nx, ny, gx, gy));
  }
  return { distance: shape.connected ? best : Infinity, reachesGoal, deadEnd: !shape.connected };
}

function isOccupied(index: MazeIndex, x: number, y: number): boolean {
  const gx = x - index.minX;
  const gy = y - index.minY;
  if (gx < 0 || gy < 0 || gx >= index.width || gy >= index.height) return false;
  return index.slot[gy * index.width + gx] !== 0;
}

/** How much a player's public plays this round look like sabotage (higher = more suspect). */
export function suspicion(view: SaboteurView, seat: Seat): number {
  const plays = view.players[seat]?.plays;
  if (plays === undefined) return 0;
  return 2 * plays.deadEnds + 2 * plays.rockfalls + plays.toolsBroken - plays.paths - plays.repairs;
}

