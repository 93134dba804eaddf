/**
 * Saboteur card ids read for drawing (the game package's ids: "T-NES#3" a connected tunnel open to
 * north, east and south; "D-NE#1" a dead end; "START"; "GOAL-GOLD", "GOAL-COAL-NE"; "BRK-CART#2",
 * "REP-PICKAXE-LANTERN#1", "ROCKFALL#1", "MAP#4"). Side masks: N = 1, E = 2, S = 4, W = 8.
 */
export type SaboteurCardKind = 'tunnel' | 'start' | 'goal' | 'brokenTool' | 'repair' | 'rockfall' | 'map' | 'unknown';

/** A card as the maze renderer and the hand need it. */
export interface SaboteurCard {
  readonly id: string;
  readonly kind: SaboteurCardKind;
  /** Open sides at rotation 0 (tunnels, start, goals). */
  readonly mask: number;
  /** Whether the centre links the open sides (false for a dead end). */
  readonly connected: boolean;
  /** Tools broken or repaired. */
  readonly tools: readonly string[];
  /** The gold goal. */
  readonly gold: boolean;
}

const BITS: Readonly<Record<string, number>> = { N: 1, E: 2, S: 4, W: 8 };

function maskOf(sides: string): number {
  let mask = 0;
  for (const side of sides) mask |= BITS[side] ?? 0;
  return mask;
}

/** Reads a card id. */
export function parseSaboteurCard(id: string): SaboteurCard {
  const type = id.split('#')[0] ?? id;
  const base = { id, mask: 0, connected: false, tools: [] as string[], gold: false };
  if (type === 'START') return { ...base, kind: 'start', mask: 15, connected: true };
  if (type === 'GOAL-GOLD') return { ...base, kind: 'goal', mask: 15, connected: true, gold: true };
  if (type.startsWith('GOAL-COAL-')) return { ...base, kind: 'goal', mask: maskOf(type.slice('GOAL-COAL-'.length)), connected: true };
  if (type.startsWith('T-')) return { ...base, kind: 'tunnel', mask: maskOf(type.slice(2)), connected: true };
  if (type.startsWith('D-')) return { ...base, kind: 'tunnel', mask: maskOf(type.slice(2)), connected: false };
  if (type.startsWith('BRK-')) return { ...base, kind: 'brokenTool', tools: [type.slice(4)] };
  if (type.startsWith('REP-')) return { ...base, kind: 'repair', tools: type.slice(4).split('-') };
  if (type === 'ROCKFALL') return { ...base, kind: 'rockfall' };
  if (type === 'MAP') return { ...base, kind: 'map' };
  return { ...base, kind: 'unknown' };
}

/** A side mask turned by 180°. */
export function rotateMask(mask: number, rotation: number): number {
  return rotation === 180 ? ((mask << 2) | (mask >> 2)) & 15 : mask;
}

/** "x,y": how a cell travels through the builder. */
export function cellValue(x: number, y: number): string {
  return `${String(x)},${String(y)}`;
}

/** The inverse of `cellValue`. */
export function parseCell(value: string): { x: number; y: number } | null {
  const [x, y] = value.split(',').map(Number);
  return x === undefined || y === undefined || Number.isNaN(x) || Number.isNaN(y) ? null : { x, y };
}
