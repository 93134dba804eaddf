/** Every card of the base game as data, with stable string ids (spec §1). */
import { SIDE_BIT, type Side } from './geometry';

/** A tool that a broken-tool card breaks and a repair card fixes. */
export type Tool = 'PICKAXE' | 'LANTERN' | 'CART';

/** The tools in display order. */
export const TOOLS: readonly Tool[] = ['PICKAXE', 'LANTERN', 'CART'];

/** A role a player holds for one round. */
export type Role = 'GOLD_DIGGER' | 'SABOTEUR';

/** What a path card looks like: its open sides at rotation 0 and whether its centre links them. */
export interface PathShape {
  /** Shape type id, e.g. "T-NES" or "GOAL-COAL-NE". */
  readonly type: string;
  /** Side mask at rotation 0 (N = 1, E = 2, S = 4, W = 8). */
  readonly mask: number;
  /** true for CONNECTED, false for a dead end (BLOCKED). */
  readonly connected: boolean;
  /** The same sides at 0° and 180°, so legalActions lists only rotation 0 (spec §3.10). */
  readonly symmetric: boolean;
}

/** The kind of a playing card, as the validation step WRONG_CARD_KIND sees it. */
export type CardInfo =
  | { readonly kind: 'tunnel'; readonly shape: PathShape }
  | { readonly kind: 'brokenTool'; readonly tool: Tool }
  | { readonly kind: 'repair'; readonly tools: readonly Tool[] }
  | { readonly kind: 'rockfall' }
  | { readonly kind: 'map' };

function maskOf(sides: string): number {
  let mask = 0;
  for (const side of sides) mask |= SIDE_BIT[side as Side];
  return mask;
}

function shape(type: string, sides: string, connected: boolean): PathShape {
  const mask = maskOf(sides);
  const turned = ((mask << 2) | (mask >> 2)) & 15;
  return { type, mask, connected, symmetric: turned === mask };
}

/** Tunnel types with their counts (spec §1.4). */
const TUNNEL_TYPES: readonly (readonly [string, string, boolean, number])[] = [
  ['T-NESW', 'NESW', true, 5],
  ['T-NES', 'NES', true, 5],
  ['T-NEW', 'NEW', true, 5],
  ['T-NS', 'NS', true, 4],
  ['T-EW', 'EW', true, 3],
  ['T-NE', 'NE', true, 5],
  ['T-NW', 'NW', true, 4],
  ['D-NESW', 'NESW', false, 1],
  ['D-NES', 'NES', false, 1],
  ['D-NEW', 'NEW', false, 1],
  ['D-NS', 'NS', false, 1],
  ['D-EW', 'EW', false, 1],
  ['D-NE', 'NE', false, 1],
  ['D-NW', 'NW', false, 1],
  ['D-N', 'N', false, 1],
  ['D-E', 'E', false, 1],
];

const ACTION_TYPES: readonly (readonly [string, CardInfo, number])[] = [
  ['BRK-PICKAXE', { kind: 'brokenTool', tool: 'PICKAXE' }, 3],
  ['BRK-LANTERN', { kind: 'brokenTool', tool: 'LANTERN' }, 3],
  ['BRK-CART', { kind: 'brokenTool', tool: 'CART' }, 3],
  ['REP-PICKAXE', { kind: 'repair', tools: ['PICKAXE'] }, 2],
  ['REP-LANTERN', { kind: 'repair', tools: ['LANTERN'] }, 2],
  ['REP-CART', { kind: 'repair', tools: ['CART'] }, 2],
  ['REP-PICKAXE-LANTERN', { kind: 'repair', tools: ['PICKAXE', 'LANTERN'] }, 1],
  ['REP-PICKAXE-CART', { kind: 'repair', tools: ['PICKAXE', 'CART'] }, 1],
  ['REP-LANTERN-CART', { kind: 'repair', tools: ['LANTERN', 'CART'] }, 1],
  ['ROCKFALL', { kind: 'rockfall' }, 3],
  ['MAP', { kind: 'map' }, 6],
];

const cardInfo = new Map<string, CardInfo>();
const playingDeck: string[] = [];
for (const [type, sides, connected, count] of TUNNEL_TYPES) {
  const info: CardInfo = { kind: 'tunnel', shape: shape(type, sides, connected) };
  for (let i = 1; i <= count; i++) {
    cardInfo.set(`${type}#${i}`, info);
    playingDeck.push(`${type}#${i}`);
  }
}
for (const [type, info, count] of ACTION_TYPES) {
  for (let i = 1; i <= count; i++) {
    cardInfo.set(`${type}#${i}`, info);
    playingDeck.push(`${type}#${i}`);
  }
}

/** The 67 cards of the playing deck (40 tunnels + 27 action cards), in catalogue order. */
export const PLAYING_DECK: readonly string[] = playingDeck;

/** What a playing card is, or undefined for an id that is not a playing card. */
export function getCardInfo(card: string): CardInfo | undefined {
  return cardInfo.get(card);
}

/** The start card's id; it always lies face up at (0,0). */
export const START = 'START';
/** The gold goal card. */
export const GOAL_GOLD = 'GOAL-GOLD';
/** The three goal cards. */
export const GOAL_CARDS: readonly string[] = [GOAL_GOLD, 'GOAL-COAL-NE', 'GOAL-COAL-NW'];

/** Shapes of the start and goal cards (spec §1.5). */
const FIXED_SHAPES: ReadonlyMap<string, PathShape> = new Map([
  [START, shape(START, 'NESW', true)],
  [GOAL_GOLD, shape(GOAL_GOLD, 'NESW', true)],
  ['GOAL-COAL-NE', shape('GOAL-COAL-NE', 'NE', true)],
  ['GOAL-COAL-NW', shape('GOAL-COAL-NW', 'NW', true)],
]);

/** The shape of any path card (start, goal or tunnel), or undefined. */
export function getPathShape(card: string): PathShape | undefined {
  const fixed = FIXED_SHAPES.get(card);
  if (fixed !== undefined) return fixed;
  const info = cardInfo.get(card);
  return info?.kind === 'tunnel' ? info.shape : undefined;
}

/** The fixed goal positions (spec §2.2). */
export const GOAL_POSITIONS: readonly (readonly [number, number])[] = [
  [8, -2],
  [8, 0],
  [8, 2],
];

/** Is (x, y) one of the three goal positions? */
export function isGoalPosition(x: number, y: number): boolean {
  return x === 8 && (y === -2 || y === 0 || y === 2);
}

/** Role deck composition per player count: [saboteurs, gold-diggers] (spec §1.2). */
const ROLE_DECKS: Readonly<Record<number, readonly [number, number]>> = {
  3: [1, 3],
  4: [1, 4],
  5: [2, 4],
  6: [2, 5],
  7: [3, 5],
  8: [3, 6],
  9: [3, 7],
  10: [4, 7],
};

/** The n + 1 role card ids for n players: SABOTEUR#1..#s then MINER#1..#m. */
export function roleDeck(playerCount: number): string[] {
  const [saboteurs, miners] = ROLE_DECKS[playerCount] ?? [0, 0];
  const deck: string[] = [];
  for (let i = 1; i <= saboteurs; i++) deck.push(`SABOTEUR#${i}`);
  for (let i = 1; i <= miners; i++) deck.push(`MINER#${i}`);
  return deck;
}

/** The role a role card shows. */
export function roleOf(roleCard: string): Role {
  return roleCard.startsWith('SABOTEUR') ? 'SABOTEUR' : 'GOLD_DIGGER';
}

/** Hand size per player count (spec §3.3). */
export function handSize(playerCount: number): number {
  return playerCount <= 5 ? 6 : playerCount <= 7 ? 5 : 4;
}

/** The 28 nugget cards: NUG1#1..#16, NUG2#1..#8, NUG3#1..#4 (spec §1.7). */
export const NUGGET_CARDS: readonly string[] = [
  ...Array.from({ length: 16 }, (_, i) => `NUG1#${i + 1}`),
  ...Array.from({ length: 8 }, (_, i) => `NUG2#${i + 1}`),
  ...Array.from({ length: 4 }, (_, i) => `NUG3#${i + 1}`),
];

/** The value of a nugget card (1, 2 or 3). */
export function nuggetValue(card: string): number {
  return card.startsWith('NUG3') ? 3 : card.startsWith('NUG2') ? 2 : 1;
}
