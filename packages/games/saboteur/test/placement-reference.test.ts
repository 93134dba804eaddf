/**
 * Placement legality against an independent, deliberately simple reference: a fixpoint flood-fill
 * over ports of the whole maze (no frontier, no grid index), checked over thousands of placements on
 * mazes grown by random play (with dead ends, rockfalls and cut-off fragments).
 */
import { asCardId, asSeat, isRuleError, seededRng, type Seat } from '@tavern/engine';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { getCardInfo, PLAYING_DECK } from '../src/cards';
import { game } from '../src/index';
import type { MazeCell, SaboteurState } from '../src/state';

type Dir = 'N' | 'E' | 'S' | 'W';
const DIRS: readonly [Dir, number, number, Dir][] = [
  ['N', 0, -1, 'S'],
  ['E', 1, 0, 'W'],
  ['S', 0, 1, 'N'],
  ['W', -1, 0, 'E'],
];
const SHAPES: Record<string, { open: string; connected: boolean }> = {
  START: { open: 'NESW', connected: true },
  'GOAL-GOLD': { open: 'NESW', connected: true },
  'GOAL-COAL-NE': { open: 'NE', connected: true },
  'GOAL-COAL-NW': { open: 'NW', connected: true },
};

/** The reference's own reading of a card: type "T-NES" opens N, E, S; "D-" means dead end. */
function shapeOf(card: string): { open: string; connected: boolean } {
  const fixed = SHAPES[card];
  if (fixed) return fixed;
  const type = card.split('#')[0]!;
  return { open: type.slice(2), connected: type.startsWith('T-') };
}

const OPPOSITE: Record<Dir, Dir> = { N: 'S', S: 'N', E: 'W', W: 'E' };
function isOpen(card: string, rotation: number, side: Dir): boolean {
  return shapeOf(card).open.includes(rotation === 180 ? OPPOSITE[side] : side);
}

/** Reached ports "x,y,D" by repeating a relaxation over the whole maze until nothing changes. */
function referenceReached(maze: readonly MazeCell[]): Set<string> {
  const network = maze.filter((cell) => cell.faceUp);
  const at = (x: number, y: number) => network.find((cell) => cell.x === x && cell.y === y);
  const reached = new Set<string>();
  for (const [d] of DIRS) if (isOpen('START', 0, d)) reached.add(`0,0,${d}`);
  for (let changed = true; changed; ) {
    changed = false;
    for (const cell of network) {
      for (const [d, dx, dy, opp] of DIRS) {
        if (!isOpen(cell.card, cell.rotation, d)) continue;
        const key = `${cell.x},${cell.y},${d}`;
        let now = reached.has(key);
        const other = at(cell.x + dx, cell.y + dy);
        if (!now && other && isOpen(other.card, other.rotation, opp) && reached.has(`${other.x},${other.y},${opp}`)) now = true;
        if (!now && shapeOf(cell.card).connected) {
          now = DIRS.some(([e]) => reached.has(`${cell.x},${cell.y},${e}`));
        }
        if (now && !reached.has(key)) {
          reached.add(key);
          changed = true;
        }
      }
    }
  }
  return reached;
}

/** The error code the spec's checks G1–G4 give, or null when the placement is legal. */
function referenceVerdict(maze: readonly MazeCell[], card: string, x: number, y: number, rotation: number): string | null {
  if (rotation !== 0 && rotation !== 180) return 'INVALID_ROTATION';
  if (maze.some((cell) => cell.x === x && cell.y === y)) return 'CELL_OCCUPIED';
  const reached = referenceReached(maze);
  let connected = false;
  for (const [d, dx, dy, opp] of DIRS) {
    const other = maze.find((cell) => cell.faceUp && cell.x === x + dx && cell.y === y + dy);
    if (!other) continue;
    if (isOpen(card, rotation, d) !== isOpen(other.card, other.rotation, opp)) return 'EDGE_MISMATCH';
    if (isOpen(card, rotation, d) && reached.has(`${other.x},${other.y},${opp}`)) connected = true;
  }
  return connected ? null : 'NOT_CONNECTED';
}

/** A mid-round maze from random play, then a state where `seat` may build with `card`. */
function mazeFromRandomPlay(seed: string, players: number, steps: number): SaboteurState {
  const rng = seededRng(seed);
  let state = game.setup(players, seed, game.defaultOptions);
  for (let i = 0; i < steps && state.phase === 'PLAYING'; i++) {
    const seat = rng.pick(game.toAct(state));
    const legal = game.legalActions(state, seat);
    // Favour building and rockfalls so that mazes grow and get cut.
    const builds = legal.filter((a) => a.type === 'playPath' || a.type === 'playRockfall');
    state = game.apply(state, seat, rng.pick(builds.length > 0 && rng.int(4) > 0 ? builds : legal)).state;
  }
  return state;
}

const TUNNELS = PLAYING_DECK.filter((card) => getCardInfo(card)?.kind === 'tunnel');

test('placement legality agrees with a flood-fill reference over thousands of random placements', () => {
  let checked = 0;
  let legalSeen = 0;
  fc.assert(
    fc.property(
      fc.string({ maxLength: 6 }),
      fc.integer({ min: 3, max: 10 }),
      fc.integer({ min: 0, max: 60 }),
      fc.array(
        fc.record({
          type: fc.integer({ min: 0, max: TUNNELS.length - 1 }),
          dx: fc.integer({ min: -2, max: 2 }),
          dy: fc.integer({ min: -2, max: 2 }),
          near: fc.nat(),
          atListedCell: fc.boolean(),
          rotation: fc.oneof(fc.constantFrom(0, 180), fc.constantFrom(0, 180, 90, 270, -180)),
        }),
        { minLength: 40, maxLength: 40 },
      ),
      (seed, players, steps, placements) => {
        const base = mazeFromRandomPlay(seed, players, steps);
        if (base.phase !== 'PLAYING') return;
        const seat: Seat = base.current ?? asSeat(0);
        const inMaze = new Set<string>(base.maze.map((cell) => cell.card));
        for (const p of placements) {
          const card = TUNNELS.slice(p.type).concat(TUNNELS).find((c) => !inMaze.has(c))!;
          const state: SaboteurState = {
            ...base,
            hands: base.hands.map((hand, i) => (i === seat ? [asCardId(card)] : hand.filter((c) => c !== card))),
            drawPile: base.drawPile.filter((c) => c !== card),
            broken: base.broken.map((b, i) => (i === seat ? {} : b)),
          };
          // Half the time aim at a cell where some placement is listed, so legal cases are common.
          const listedCells = game.legalActions(state, seat).filter((a) => a.type === 'playPath');
          const anchor = base.maze[p.near % base.maze.length]!;
          const aim = p.atListedCell && listedCells.length > 0 ? listedCells[p.near % listedCells.length]! : null;
          const [x, y] = aim ? [aim.x, aim.y] : [anchor.x + p.dx, anchor.y + p.dy];
          const expected = referenceVerdict(state.maze, card, x, y, p.rotation);
          let actual: string | null = null;
          try {
            game.apply(state, seat, { type: 'playPath', card, x, y, rotation: p.rotation });
          } catch (error) {
            if (!isRuleError(error)) throw error;
            actual = error.code;
          }
          expect(actual, `${card} at (${x},${y}) r${p.rotation}`).toBe(expected);
          // legalActions lists it exactly when it is legal (rotation 0 only for symmetric shapes).
          const listedRotation = isSymmetric(card) && p.rotation === 180 ? 0 : p.rotation;
          const listed = game
            .legalActions(state, seat)
            .some((a) => a.type === 'playPath' && a.card === card && a.x === x && a.y === y && a.rotation === listedRotation);
          expect(listed, `${card} at (${x},${y}) r${p.rotation} listed`).toBe(expected === null);
          checked++;
          if (expected === null) legalSeen++;
        }
      },
    ),
    { numRuns: 120 },
  );
  expect(checked).toBeGreaterThan(3000);
  expect(legalSeen).toBeGreaterThan(200);
});

/** Shapes that look the same turned by 180° are listed at rotation 0 only (spec §3.10). */
function isSymmetric(card: string): boolean {
  return ['NESW', 'NS', 'EW'].includes(shapeOf(card).open);
}
