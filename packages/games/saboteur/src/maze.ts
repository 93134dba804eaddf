/**
 * The maze as a graph of ports (spec §2.4): which ports the start card reaches, and which empty cells
 * a new card may connect to. Computed once per maze array and memoised (states are immutable and
 * share the maze array until it changes). The index is a small dense grid over the maze's bounding
 * box plus a margin of one cell, because Maps are far slower in the hot loop of random playouts.
 */
import { getPathShape, START } from './cards';
import { maskAt, oppositeBit } from './geometry';
import type { MazeCell } from './state';

/** What the neighbours of an empty cell demand of a card placed there. */
export interface CellContext {
  readonly x: number;
  readonly y: number;
  /** Sides whose neighbour is a network card (G3 applies there). */
  readonly constrained: number;
  /** Sides whose neighbour is a network card with its facing side open (must be open, G3). */
  readonly required: number;
  /** Sides whose neighbour's facing port is reached (one must be open, G4). */
  readonly reachedFacing: number;
}

/** The derived facts of one maze. */
export interface MazeIndex {
  readonly minX: number;
  readonly minY: number;
  readonly width: number;
  readonly height: number;
  /** Per grid slot: 1 + index in the maze array, or 0 when the cell is empty. */
  readonly slot: Int16Array;
  /** Per grid slot: open sides of the network card there (bits 0–3); bit 4 = network; bit 5 = connected centre. */
  readonly open: Uint8Array;
  /** Per grid slot: reached ports of the card there (the set R). */
  readonly reached: Uint8Array;
  /** Grid steps to the N, E, S and W neighbour of a slot. */
  readonly steps: readonly number[];
  /** The candidate cells of spec §3.10: empty cells that a reached port faces. */
  readonly frontier: readonly CellContext[];
  /** Legal (cell, rotation) pairs per shape, filled lazily by legalActions. */
  readonly placements: Map<object, readonly (readonly [CellContext, 0 | 180])[]>;
}

const NETWORK = 16;
const CONNECTED = 32;
/**
 * The indexes of the few most recently seen maze arrays, matched by identity. A small ring rather
 * than a WeakMap: ephemeron tables made garbage collection the largest cost of random playouts.
 */
const RECENT = 8;
const recentMazes: (readonly MazeCell[] | null)[] = new Array<null>(RECENT).fill(null);
const recentIndexes: (MazeIndex | null)[] = new Array<null>(RECENT).fill(null);
let nextSlot = 0;

/** The derived facts of a maze (memoised per maze array). */
export function indexMaze(maze: readonly MazeCell[]): MazeIndex {
  for (let i = 0; i < RECENT; i++) {
    if (recentMazes[i] === maze) return recentIndexes[i] as MazeIndex;
  }
  const index = buildIndex(maze);
  recentMazes[nextSlot] = maze;
  recentIndexes[nextSlot] = index;
  nextSlot = (nextSlot + 1) % RECENT;
  return index;
}

/** The grid slot of (x, y), or -1 outside the indexed box. */
export function slotOf(index: MazeIndex, x: number, y: number): number {
  const gx = x - index.minX;
  const gy = y - index.minY;
  if (gx < 0 || gy < 0 || gx >= index.width || gy >= index.height || !Number.isInteger(gx) || !Number.isInteger(gy)) return -1;
  return gy * index.width + gx;
}

/** Reached ports of the card at (x, y); 0 for empty cells and unreached cards. */
export function reachedAt(index: MazeIndex, x: number, y: number): number {
  const slot = slotOf(index, x, y);
  return slot < 0 ? 0 : (index.reached[slot] as number);
}

/**
 * Index grids are cut from a shared 64 KiB ArrayBuffer, each region handed out once and never
 * reused (so a region is zeroed and no two indexes share bytes); a new arena replaces a full one,
 * and the garbage collector frees an arena once no index points into it. Allocating one small
 * ArrayBuffer per index (off-heap, with a finalizer) was most of the cost of building an index.
 */
const ARENA_BYTES = 1 << 16;
let arena = new ArrayBuffer(ARENA_BYTES);
let arenaUsed = 0;

function carve(bytes: number): { readonly buffer: ArrayBuffer; readonly offset: number } {
  if (bytes > ARENA_BYTES / 4) return { buffer: new ArrayBuffer(bytes), offset: 0 };
  if (arenaUsed + bytes > ARENA_BYTES) {
    arena = new ArrayBuffer(ARENA_BYTES);
    arenaUsed = 0;
  }
  const offset = arenaUsed;
  // Keep regions 8-byte aligned, so the Int16Array view at their start is aligned too.
  arenaUsed += (bytes + 7) & ~7;
  return { buffer: arena, offset };
}

function buildIndex(maze: readonly MazeCell[]): MazeIndex {
  // Two cells of margin: a frontier cell's neighbours must also be inside the box.
  let minX = 0, maxX = 0, minY = 0, maxY = 0;
  for (const cell of maze) {
    if (cell.x < minX) minX = cell.x;
    if (cell.x > maxX) maxX = cell.x;
    if (cell.y < minY) minY = cell.y;
    if (cell.y > maxY) maxY = cell.y;
  }
  minX -= 2;
  minY -= 2;
  const width = maxX - minX + 3;
  const height = maxY - minY + 3;
  const size = width * height;
  // One zeroed region for all per-slot arrays, cut from a shared arena (see `carve`).
  const { buffer, offset } = carve(size * 5);
  const slot = new Int16Array(buffer, offset, size);
  const open = new Uint8Array(buffer, offset + size * 2, size);
  const reached = new Uint8Array(buffer, offset + size * 3, size);
  const marked = new Uint8Array(buffer, offset + size * 4, size);
  let start = -1;
  for (let i = 0; i < maze.length; i++) {
    const cell = maze[i] as MazeCell;
    const s = (cell.y - minY) * width + (cell.x - minX);
    slot[s] = i + 1;
    if (!cell.faceUp) continue;
    const shape = getPathShape(cell.card);
    if (shape === undefined) continue;
    open[s] = maskAt(shape.mask, cell.rotation) | NETWORK | (shape.connected ? CONNECTED : 0);
    if (cell.card === START) start = s;
  }

  // Breadth-first search over ports from the start card (spec §2.4).
  const steps = [-width, 1, width, -1];
  const queue: number[] = [];
  if (start >= 0) {
    reached[start] = (open[start] as number) & 15;
    queue.push(start);
  }
  for (let head = 0; head < queue.length; head++) {
    const s = queue[head] as number;
    const mask = reached[s] as number;
    for (let side = 0; side < 4; side++) {
      if ((mask & (1 << side)) === 0) continue;
      const next = s + (steps[side] as number);
      const nextOpen = open[next] as number;
      const facing = oppositeBit(side);
      if ((nextOpen & facing) === 0) continue;
      const before = reached[next] as number;
      // A connected card links all its ports; a dead end only the stub that was reached.
      const after = (nextOpen & CONNECTED) !== 0 ? nextOpen & 15 : before | facing;
      if (after !== before) {
        reached[next] = after;
        queue.push(next);
      }
    }
  }

  const index = { minX, minY, width, height, slot, open, reached, steps, frontier: [] as CellContext[], placements: new Map() };
  for (const s of queue) {
    const mask = reached[s] as number;
    for (let side = 0; side < 4; side++) {
      if ((mask & (1 << side)) === 0) continue;
      const next = s + (steps[side] as number);
      if (slot[next] !== 0 || marked[next] !== 0) continue;
      marked[next] = 1;
      index.frontier.push(contextAtSlot(index, next));
    }
  }
  return index;
}

function contextAtSlot(index: Omit<MazeIndex, 'frontier' | 'placements'>, s: number): CellContext {
  const steps = index.steps;
  let constrained = 0;
  let required = 0;
  let reachedFacing = 0;
  for (let side = 0; side < 4; side++) {
    const next = s + (steps[side] as number);
    const nextOpen = index.open[next] as number;
    if ((nextOpen & NETWORK) === 0) continue;
    const bit = 1 << side;
    const facing = oppositeBit(side);
    constrained |= bit;
    if ((nextOpen & facing) !== 0) required |= bit;
    if (((index.reached[next] as number) & facing) !== 0) reachedFacing |= bit;
  }
  return {
    x: (s % index.width) + index.minX,
    y: Math.floor(s / index.width) + index.minY,
    constrained,
    required,
    reachedFacing,
  };
}

/** The context of any cell (x, y); cells outside the indexed box touch no card. */
export function cellContext(index: MazeIndex, x: number, y: number): CellContext {
  const s = slotOf(index, x, y);
  const outerRing = s < 0 || x === index.minX || y === index.minY || x === index.minX + index.width - 1 || y === index.minY + index.height - 1;
  return outerRing ? { x, y, constrained: 0, required: 0, reachedFacing: 0 } : contextAtSlot(index, s);
}

/** Do the open sides `mask` fit this cell (G3)? */
export function fitsEdges(context: CellContext, mask: number): boolean {
  return (mask & context.constrained) === context.required;
}

/** Does a card with open sides `mask` connect to a reached port here (G4)? */
export function connectsToStart(context: CellContext, mask: number): boolean {
  return (mask & context.reachedFacing) !== 0;
}

/** The maze card at (x, y), if any. */
export function cellAt(maze: readonly MazeCell[], x: number, y: number): MazeCell | undefined {
  const index = indexMaze(maze);
  const s = slotOf(index, x, y);
  const i = s < 0 ? 0 : (index.slot[s] as number);
  return i === 0 ? undefined : maze[i - 1];
}

