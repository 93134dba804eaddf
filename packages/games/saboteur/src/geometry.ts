/**
 * Directions, side masks and grid keys (spec §1.3, §2.1). A side mask is a 4-bit set of open sides:
 * N = 1, E = 2, S = 4, W = 8. N points to y - 1 and E to x + 1.
 */

/** One of the four sides of a card. */
export type Side = 'N' | 'E' | 'S' | 'W';

/** The sides in the spec's fixed order N, E, S, W. */
export const SIDES: readonly Side[] = ['N', 'E', 'S', 'W'];

/** The bit of each side in a side mask. */
export const SIDE_BIT: Readonly<Record<Side, number>> = { N: 1, E: 2, S: 4, W: 8 };

/** Grid steps per side, indexed like SIDES. */
export const SIDE_DX: readonly number[] = [0, 1, 0, -1];
export const SIDE_DY: readonly number[] = [-1, 0, 1, 0];

/** Bit of the side opposite to side index i (N↔S, E↔W). */
export function oppositeBit(sideIndex: number): number {
  return 1 << ((sideIndex + 2) & 3);
}

/** A side mask turned by 180°: N↔S and E↔W swap. */
export function rotateMask(mask: number): number {
  return ((mask << 2) | (mask >> 2)) & 15;
}

/** The open sides of a shape at a rotation (0 or 180). */
export function maskAt(mask: number, rotation: number): number {
  return rotation === 180 ? rotateMask(mask) : mask;
}

/** Lower-case side names for messages. */
export const SIDE_NAME: Readonly<Record<Side, string>> = { N: 'top', E: 'right', S: 'bottom', W: 'left' };

/**
 * Coordinates stay within this bound in any reachable maze (40 tunnel cards from (0,0)); larger
 * values can never be adjacent to a card.
 */
export const COORD_LIMIT = 1000;

/** "(x,y)" as the spec writes positions. */
export function formatCell(x: number, y: number): string {
  return `(${x},${y})`;
}

