/** Builds rigged states for the acceptance scenarios (spec §8.0: partial states with defaults). */
import { asCardId, asSeat, rngStateFromSeed, type CardId, type Seat } from '@tavern/engine';
import type { Tool } from '../src/cards';
import { EMPTY_TALLY, NO_PLAYS, type BrokenTools, type MazeCell, type SaboteurState } from '../src/state';

/** A maze card as the spec writes it: `[x, y, card, rotation]`, face up. */
export type CellSpec = readonly [number, number, string, 0 | 180];

/** Corridor C6 of spec §8.0. */
export const C6: readonly CellSpec[] = [
  [1, 0, 'T-EW#1', 0],
  [2, 0, 'T-EW#2', 0],
  [3, 0, 'T-EW#3', 0],
  [4, 0, 'T-NEW#1', 0],
  [5, 0, 'T-NEW#2', 0],
  [6, 0, 'T-NEW#3', 0],
];

/** Default goals: (8,-2) COAL-NE, (8,0) GOLD, (8,2) COAL-NW, all down. */
export const DEFAULT_GOALS: readonly string[] = ['GOAL-COAL-NE', 'GOAL-GOLD', 'GOAL-COAL-NW'];

export interface RigSpec {
  readonly players: number;
  readonly current?: number;
  readonly round?: number;
  /** One letter per seat, G or S, then the aside card: "GSGG" + aside "G". */
  readonly roles?: string;
  readonly aside?: 'G' | 'S';
  readonly cells?: readonly CellSpec[];
  /** Goal card ids at (8,-2), (8,0), (8,2), face down. */
  readonly goals?: readonly string[];
  /** Face-up goals: [x, y, card, rotation]. */
  readonly upGoals?: readonly CellSpec[];
  readonly hands: readonly (readonly string[])[];
  readonly drawPile?: readonly string[];
  readonly broken?: Readonly<Record<number, Partial<Record<Tool, string>>>>;
  readonly goldSupply?: readonly string[];
  readonly gold?: readonly (readonly string[])[];
}

const ids = (cards: readonly string[]): CardId[] => cards.map(asCardId);

/** A state in phase PLAYING built from the spec's "Given" lines. */
export function rig(spec: RigSpec): SaboteurState {
  const n = spec.players;
  const roleLetters = spec.roles ?? 'G'.repeat(n);
  const aside = spec.aside ?? (roleLetters.includes('S') ? 'G' : 'S');
  let saboteurs = 0;
  let miners = 0;
  const roleId = (letter: string): CardId =>
    asCardId(letter === 'S' ? `SABOTEUR#${++saboteurs}` : `MINER#${++miners}`);
  const roles = roleLetters.split('').map(roleId); // ASCII letters G and S only
  const asideRole = roleId(aside);
  const upGoals = spec.upGoals ?? [];
  const goals = spec.goals ?? DEFAULT_GOALS;
  const goalRows = [-2, 0, 2];
  const maze: MazeCell[] = [
    { x: 0, y: 0, card: asCardId('START'), rotation: 0, faceUp: true },
    ...(spec.cells ?? []).map(([x, y, card, rotation]): MazeCell => ({ x, y, card: asCardId(card), rotation, faceUp: true })),
    ...upGoals.map(([x, y, card, rotation]): MazeCell => ({ x, y, card: asCardId(card), rotation, faceUp: true })),
    ...goals.flatMap((card, i): MazeCell[] => {
      const y = goalRows[i] as number;
      return upGoals.some(([gx, gy]) => gx === 8 && gy === y) ? [] : [{ x: 8, y, card: asCardId(card), rotation: 0, faceUp: false }];
    }),
  ];
  const broken: BrokenTools[] = Array.from({ length: n }, (_, p) => {
    const entry = spec.broken?.[p] ?? {};
    return Object.fromEntries(Object.entries(entry).map(([tool, card]) => [tool, asCardId(card)]));
  });
  return {
    rng: rngStateFromSeed('rig'),
    playerCount: n,
    round: spec.round ?? 1,
    phase: 'PLAYING',
    current: asSeat(spec.current ?? 0),
    roles,
    asideRole,
    hands: spec.hands.map(ids),
    drawPile: ids(spec.drawPile ?? []),
    discard: [],
    maze,
    broken,
    peeks: Array.from({ length: n }, () => []),
    gold: Array.from({ length: n }, (_, p) => ids(spec.gold?.[p] ?? [])),
    goldSupply: ids(spec.goldSupply ?? []),
    lastCardSeat: null,
    distribution: null,
    roundResult: null,
    nextRoundStarter: null,
    winners: null,
    plays: Array.from({ length: n }, () => NO_PLAYS),
    tally: EMPTY_TALLY,
    turns: 0,
  };
}

/** Action builders, so scenarios read like the spec. */
export const act = {
  path: (card: string, x: number, y: number, rotation = 0) => ({ type: 'playPath', card, x, y, rotation }) as const,
  broken: (card: string, target: number) => ({ type: 'playBrokenTool', card, target }) as const,
  repair: (card: string, target: number, tool: Tool) => ({ type: 'playRepair', card, target, tool }) as const,
  rockfall: (card: string, x: number, y: number) => ({ type: 'playRockfall', card, x, y }) as const,
  map: (card: string, x: number, y: number) => ({ type: 'playMap', card, x, y }) as const,
  discard: (card: string) => ({ type: 'discard', card }) as const,
  pick: (card: string) => ({ type: 'pickGold', card }) as const,
  nextRound: () => ({ type: 'startNextRound' }) as const,
};

/** A multiset as a sorted list, for comparisons. */
export function bag(cards: readonly string[]): string[] {
  return [...cards].sort();
}

/** The maze as the spec lists it: "x,y CARD rR up|down", sorted. */
export function mazeLines(state: SaboteurState): string[] {
  return state.maze
    .map((cell) => `${cell.x},${cell.y} ${cell.card} r${cell.rotation} ${cell.faceUp ? 'up' : 'down'}`)
    .sort();
}

/** Seat helper for typed calls. */
export const P = (i: number): Seat => asSeat(i);
