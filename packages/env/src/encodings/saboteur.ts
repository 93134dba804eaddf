import type { Seat } from '@tavern/engine';
import type { SaboteurAction, SaboteurView } from '@tavern/saboteur';
import { byte, relativeSeat, type Encoder, type GameEncoding } from '../encoding';

const MAX_SEATS = 10;
/** Hand slots an action may name (a hand holds at most 6 cards; 8 leaves room). */
const SLOTS = 8;
const TOOLS = ['PICKAXE', 'LANTERN', 'CART'] as const;
/**
 * Coordinates an action may name: |x|, |y| ≤ 42. A round has 40 tunnel cards and each placed card
 * is linked to the start at (0,0) by a path of placed cards, so no placed card lies more than 40
 * steps away, and a legal cell (next to a placed card) no more than 41.
 */
const COORD = 42;
const COORDS = 2 * COORD + 1;
/** Nuggets a picker may be offered at once (one per player at most). */
const STACK = 16;

// Action ids, decomposed into sequential choices: a head (what to do with which hand slot), then a
// cell (x, then y) or a target seat. An enumerated space would need slots × cells × rotations ≈
// 86,000 ids for paths alone; decomposed, 312 ids cover everything.
const PATH = 0; // + slot × 2 + (rotation 180 ? 1 : 0)
const ROCKFALL = PATH + SLOTS * 2; // + slot
const MAP = ROCKFALL + SLOTS; // + slot
const BROKEN_TOOL = MAP + SLOTS; // + slot
const REPAIR = BROKEN_TOOL + SLOTS; // + slot × 3 + tool
const DISCARD = REPAIR + SLOTS * TOOLS.length; // + slot
const PICK_GOLD = DISCARD + SLOTS; // + position in the offered stack
const START_NEXT_ROUND = PICK_GOLD + STACK;
const X = START_NEXT_ROUND + 1; // + x + 42
const Y = X + COORDS; // + y + 42
const TARGET = Y + COORDS; // + relative seat
const NUM_ACTIONS = TARGET + MAX_SEATS;

/** Card kinds: the part of a card id before '#'. */
const KINDS = [
  'T-NESW', 'T-NES', 'T-NEW', 'T-NS', 'T-EW', 'T-NE', 'T-NW', 'D-NESW', 'D-NES', 'D-NEW', 'D-NS', 'D-EW', 'D-NE', 'D-NW',
  'D-N', 'D-E', 'BRK-PICKAXE', 'BRK-LANTERN', 'BRK-CART', 'REP-PICKAXE', 'REP-LANTERN', 'REP-CART',
  'REP-PICKAXE-LANTERN', 'REP-PICKAXE-CART', 'REP-LANTERN-CART', 'ROCKFALL', 'MAP',
] as const;
const TUNNEL_KINDS = 16;
const KIND_INDEX = new Map<string, number>(KINDS.map((kind, i) => [kind, i]));

// Every observation reads the kind of every card in the hand, the maze and the discards: a card id's
// kind is sliced from it once, then looked up by the whole id (a deck has about 70 ids; the bound
// only guards against ids that never repeat).
const kindOfCard = new Map<string, number>();
const KIND_CACHE_BOUND = 4096;

function kindIndex(card: string): number {
  let kind = kindOfCard.get(card);
  if (kind === undefined) {
    const hash = card.indexOf('#');
    kind = KIND_INDEX.get(hash < 0 ? card : card.slice(0, hash)) ?? -1;
    if (kindOfCard.size < KIND_CACHE_BOUND) kindOfCard.set(card, kind);
  }
  return kind;
}

/** The observed part of the maze: x in [-6, 14], y in [-8, 8] (cards beyond are counted, not placed). */
const MAZE_X0 = -6;
const MAZE_WIDTH = 21;
const MAZE_Y0 = -8;
const MAZE_HEIGHT = 17;
const GOALS: readonly (readonly [number, number])[] = [[8, -2], [8, 0], [8, 2]];
const PHASES = ['PLAYING', 'DISTRIBUTING', 'ROUND_OVER', 'GAME_OVER'] as const;

// Observation layout.
const HAND = 0; // slot × kind one-hot
const MAZE = HAND + SLOTS * KINDS.length; // one byte per cell, see `cellCode`
const SEAT_BLOCK = 12; // handCount, goldCount, 3 broken tools, role, mapped, 5 play counts
const SEATS = MAZE + MAZE_WIDTH * MAZE_HEIGHT;
const DISCARD_KNOWN = SEATS + MAX_SEATS * SEAT_BLOCK; // counts by kind
const PEEKS = DISCARD_KNOWN + KINDS.length; // per goal: 0 unknown, 1 gold, 2 coal
const PHASE = PEEKS + GOALS.length;
const CURRENT = PHASE + PHASES.length;
const PICKER = CURRENT + MAX_SEATS;
const OFFERED = PICKER + MAX_SEATS; // nugget values of the offered stack (picker only)
const SCALARS = OFFERED + STACK;
const SCALAR_NAMES = [
  'playerCount', 'round', 'ownRole (1 gold-digger, 2 saboteur)', 'ownGold', 'drawPile', 'discard', 'goldSupply',
  'stackSize', 'mazeCardsOutsideWindow', 'roundsWonByGoldDiggers', 'roundsWonBySaboteurs',
] as const;
const OBSERVATION_SIZE = SCALARS + SCALAR_NAMES.length;

/** A maze cell: 0 empty, 1 start, 2 face-down goal, 3 gold, 4/5 coal NE at 0/180, 6/7 coal NW, 8 + tunnel kind × 2 + turned. */
function cellCode(kind: string, card: string | undefined, rotation: number | undefined, faceUp: boolean): number {
  if (kind === 'START') return 1;
  const turned = rotation === 180 ? 1 : 0;
  if (kind === 'GOAL') {
    if (!faceUp || card === undefined) return 2;
    if (card === 'GOAL-GOLD') return 3;
    return (card === 'GOAL-COAL-NE' ? 4 : 6) + turned;
  }
  const index = card === undefined ? -1 : kindIndex(card);
  return index < 0 || index >= TUNNEL_KINDS ? 0 : 8 + index * 2 + turned;
}

// The game's view keeps the maze's view array while the maze does not change (most turns place
// no card), so its bytes are encoded once per array and copied after.
interface MazeBytes {
  readonly codes: Uint8Array;
  readonly outside: number;
}
const mazeBytes = new WeakMap<SaboteurView['maze'], MazeBytes>();

function mazeBytesOf(maze: SaboteurView['maze']): MazeBytes {
  let bytes = mazeBytes.get(maze);
  if (bytes === undefined) {
    const codes = new Uint8Array(MAZE_WIDTH * MAZE_HEIGHT);
    let outside = 0;
    for (const cell of maze) {
      const x = cell.x - MAZE_X0;
      const y = cell.y - MAZE_Y0;
      if (x < 0 || x >= MAZE_WIDTH || y < 0 || y >= MAZE_HEIGHT) outside++;
      else codes[y * MAZE_WIDTH + x] = cellCode(cell.kind, cell.card, cell.rotation, cell.faceUp);
    }
    bytes = { codes, outside };
    mazeBytes.set(maze, bytes);
  }
  return bytes;
}

/** The hand slot of `card`, which an action names. */
function slotOf(hand: readonly string[], card: string): number {
  const at = hand.indexOf(card);
  if (at < 0 || at >= SLOTS) throw new RangeError(`card ${card} is not in the first ${SLOTS} slots of the hand`);
  return at;
}

function nuggetValue(card: string): number {
  return card.startsWith('NUG3') ? 3 : card.startsWith('NUG2') ? 2 : 1;
}

function coordinate(value: number): number {
  if (!Number.isInteger(value) || value < -COORD || value > COORD) {
    throw new RangeError(`coordinate ${value} lies beyond the encoding's bound ±${COORD}`);
  }
  return value + COORD;
}

const encoder = (numPlayers: number): Encoder<SaboteurView, SaboteurAction> => ({
  numActions: NUM_ACTIONS,
  observationSize: OBSERVATION_SIZE,
  maxTokens: 3,
  actionTokens(action, view, seat, out) {
    const hand: readonly string[] = view.me?.hand ?? [];
    switch (action.type) {
      case 'playPath':
        out.push(PATH + slotOf(hand, action.card) * 2 + (action.rotation === 180 ? 1 : 0), X + coordinate(action.x), Y + coordinate(action.y));
        return;
      case 'playRockfall':
        out.push(ROCKFALL + slotOf(hand, action.card), X + coordinate(action.x), Y + coordinate(action.y));
        return;
      case 'playMap':
        out.push(MAP + slotOf(hand, action.card), X + coordinate(action.x), Y + coordinate(action.y));
        return;
      case 'playBrokenTool':
        out.push(BROKEN_TOOL + slotOf(hand, action.card), TARGET + relativeSeat(action.target, seat, numPlayers));
        return;
      case 'playRepair':
        out.push(
          REPAIR + slotOf(hand, action.card) * TOOLS.length + TOOLS.indexOf(action.tool as (typeof TOOLS)[number]),
          TARGET + relativeSeat(action.target, seat, numPlayers),
        );
        return;
      case 'discard':
        out.push(DISCARD + slotOf(hand, action.card));
        return;
      case 'pickGold': {
        const at = view.distribution?.stack?.indexOf(action.card as never) ?? -1;
        if (at < 0 || at >= STACK) throw new RangeError(`nugget ${action.card} is not in the offered stack`);
        out.push(PICK_GOLD + at);
        return;
      }
      case 'startNextRound':
        out.push(START_NEXT_ROUND);
        return;
    }
  },
  observe(view, seat: Seat, out, offset) {
    out.fill(0, offset, offset + OBSERVATION_SIZE);
    const me = view.me;
    const hand = me?.hand ?? [];
    for (let slot = 0; slot < hand.length && slot < SLOTS; slot++) {
      const kind = kindIndex(hand[slot] as string);
      if (kind >= 0) out[offset + HAND + slot * KINDS.length + kind] = 1;
    }
    const maze = mazeBytesOf(view.maze);
    out.set(maze.codes, offset + MAZE);
    for (const player of view.players) {
      const at = offset + SEATS + relativeSeat(player.seat, seat, numPlayers) * SEAT_BLOCK;
      out[at] = byte(player.handCount);
      out[at + 1] = byte(player.goldCount);
      const broken = player.broken;
      out[at + 2] = broken.PICKAXE === undefined ? 0 : 1;
      out[at + 3] = broken.LANTERN === undefined ? 0 : 1;
      out[at + 4] = broken.CART === undefined ? 0 : 1;
      out[at + 5] = player.role === null ? 0 : player.role === 'GOLD_DIGGER' ? 1 : 2;
      out[at + 6] = byte(player.mapped.length);
      const plays = player.plays;
      out[at + 7] = byte(plays.paths);
      out[at + 8] = byte(plays.deadEnds);
      out[at + 9] = byte(plays.rockfalls);
      out[at + 10] = byte(plays.toolsBroken);
      out[at + 11] = byte(plays.repairs);
    }
    for (const card of view.discardKnown) {
      const kind = kindIndex(card);
      if (kind >= 0) out[offset + DISCARD_KNOWN + kind] = byte((out[offset + DISCARD_KNOWN + kind] ?? 0) + 1);
    }
    for (const peek of me?.peeks ?? []) {
      for (let goal = 0; goal < GOALS.length; goal++) {
        const [x, y] = GOALS[goal] as readonly [number, number];
        if (x === peek.x && y === peek.y) out[offset + PEEKS + goal] = peek.card === 'GOAL-GOLD' ? 1 : 2;
      }
    }
    out[offset + PHASE + PHASES.indexOf(view.phase)] = 1;
    if (view.current !== null) out[offset + CURRENT + relativeSeat(view.current, seat, numPlayers)] = 1;
    const distribution = view.distribution;
    if (distribution !== null) {
      out[offset + PICKER + relativeSeat(distribution.picker, seat, numPlayers)] = 1;
      const stack = distribution.stack ?? [];
      for (let i = 0; i < stack.length && i < STACK; i++) out[offset + OFFERED + i] = nuggetValue(stack[i] as string);
    }
    let ownGold = 0;
    for (const card of me?.gold ?? []) ownGold += nuggetValue(card);
    const at = offset + SCALARS;
    out[at] = byte(numPlayers);
    out[at + 1] = byte(view.round);
    out[at + 2] = me === null ? 0 : me.role === 'GOLD_DIGGER' ? 1 : 2;
    out[at + 3] = byte(ownGold);
    out[at + 4] = byte(view.counts.drawPile);
    out[at + 5] = byte(view.counts.discard);
    out[at + 6] = byte(view.counts.goldSupply);
    out[at + 7] = byte(distribution?.stackSize ?? 0);
    out[at + 8] = byte(maze.outside);
    out[at + 9] = byte(view.roundsWon.goldDiggers);
    out[at + 10] = byte(view.roundsWon.saboteurs);
  },
});

/** Saboteur's encoding: 269 ids, an action in up to 3 sequential choices. */
export const saboteurEncoding: GameEncoding<SaboteurView, SaboteurAction> = {
  gameId: 'saboteur',
  summary:
    'Decomposed: a head id (card slot with what to do: path at 0°/180°, rockfall, map, broken tool, repair which tool, discard; or a nugget, or next round), then x and y of the cell, or the target seat. Enumerating slot × cell × rotation would take ≈86,000 ids; decomposed, 269 cover every action, within a proven coordinate bound of ±42.',
  encoder,
};

/** The observation layout, for docs and tests: [name, offset, length]. */
export const saboteurLayout: readonly (readonly [string, number, number])[] = [
  ['hand: slot (8) × card kind (27) one-hot', HAND, SLOTS * KINDS.length],
  ['maze cells x −6..14, y −8..8 (row-major by y), cell code', MAZE, MAZE_WIDTH * MAZE_HEIGHT],
  ['per relative seat: handCount, goldCount, broken pickaxe/lantern/cart, role (0 unknown, 1 gold-digger, 2 saboteur), mapped, paths, deadEnds, rockfalls, toolsBroken, repairs', SEATS, MAX_SEATS * SEAT_BLOCK],
  ['known discards by card kind', DISCARD_KNOWN, KINDS.length],
  ['own peeks at goals (8,−2) (8,0) (8,2): 0 unknown, 1 gold, 2 coal', PEEKS, GOALS.length],
  ['phase (PLAYING, DISTRIBUTING, ROUND_OVER, GAME_OVER)', PHASE, PHASES.length],
  ['current (relative seat)', CURRENT, MAX_SEATS],
  ['gold picker (relative seat)', PICKER, MAX_SEATS],
  ['offered nugget values (picker only)', OFFERED, STACK],
  ...SCALAR_NAMES.map((name, i) => [name, SCALARS + i, 1] as const),
];
