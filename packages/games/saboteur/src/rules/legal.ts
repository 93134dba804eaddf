/**
 * `legalActions` (spec §3.10): exactly the actions that pass validation, with rotation 0 only for
 * shapes that look the same turned. Placements are enumerated over the maze's frontier only.
 */
import { asSeat, type Seat } from '@tavern/engine';
import { getCardInfo, isGoalPosition, type PathShape } from '../cards';
import { maskAt } from '../geometry';
import { connectsToStart, fitsEdges, indexMaze, type CellContext, type MazeIndex } from '../maze';
import type { SaboteurAction, SaboteurState } from '../state';

/** Every legal action of `seat` now. */
export function legalActions(state: SaboteurState, seat: Seat): SaboteurAction[] {
  switch (state.phase) {
    case 'PLAYING':
      return state.current === seat ? playingActions(state, seat) : [];
    case 'DISTRIBUTING': {
      const distribution = state.distribution;
      if (distribution?.picker !== seat) return [];
      return distribution.stack.map((card) => ({ type: 'pickGold', card }));
    }
    case 'ROUND_OVER':
      return state.nextRoundStarter === seat ? [{ type: 'startNextRound' }] : [];
    case 'GAME_OVER':
      return [];
  }
}

/** The legal (cell, rotation) pairs of one shape on this maze, cached in the maze index. */
function placementsFor(index: MazeIndex, shape: PathShape): readonly (readonly [CellContext, 0 | 180])[] {
  const cached = index.placements.get(shape);
  if (cached !== undefined) return cached;
  const out: (readonly [CellContext, 0 | 180])[] = [];
  for (const context of index.frontier) {
    for (const rotation of shape.symmetric ? ([0] as const) : ([0, 180] as const)) {
      const mask = maskAt(shape.mask, rotation);
      if (fitsEdges(context, mask) && connectsToStart(context, mask)) out.push([context, rotation]);
    }
  }
  index.placements.set(shape, out);
  return out;
}

function playingActions(state: SaboteurState, seat: Seat): SaboteurAction[] {
  const hand = state.hands[seat] ?? [];
  const out: SaboteurAction[] = [];
  const n = state.playerCount;
  const broken = state.broken[seat];
  const canBuild = broken === undefined || (broken.PICKAXE === undefined && broken.LANTERN === undefined && broken.CART === undefined);
  let index: MazeIndex | null = null;
  for (const card of hand) {
    const info = getCardInfo(card);
    if (info === undefined) continue;
    switch (info.kind) {
      case 'tunnel':
        if (canBuild) {
          index ??= indexMaze(state.maze);
          const placements = placementsFor(index, info.shape);
          for (let i = 0; i < placements.length; i++) {
            const [context, rotation] = placements[i] as readonly [CellContext, 0 | 180];
            out.push({ type: 'playPath', card, x: context.x, y: context.y, rotation });
          }
        }
        break;
      case 'brokenTool':
        for (let target = 0; target < n; target++) {
          if (state.broken[target]?.[info.tool] === undefined) out.push({ type: 'playBrokenTool', card, target });
        }
        break;
      case 'repair':
        for (const tool of info.tools) {
          for (let target = 0; target < n; target++) {
            if (state.broken[target]?.[tool] !== undefined) out.push({ type: 'playRepair', card, target, tool });
          }
        }
        break;
      case 'rockfall':
        for (const cell of state.maze) {
          if (cell.card !== 'START' && !cell.card.startsWith('GOAL')) {
            out.push({ type: 'playRockfall', card, x: cell.x, y: cell.y });
          }
        }
        break;
      case 'map':
        for (const cell of state.maze) {
          if (!cell.faceUp && isGoalPosition(cell.x, cell.y)) out.push({ type: 'playMap', card, x: cell.x, y: cell.y });
        }
        break;
    }
  }
  for (const card of hand) out.push({ type: 'discard', card });
  return out;
}

/** The seat that owes a decision now, if any. */
export function seatToAct(state: SaboteurState): Seat[] {
  switch (state.phase) {
    case 'PLAYING':
      return state.current === null ? [] : [state.current];
    case 'DISTRIBUTING':
      return state.distribution ? [state.distribution.picker] : [];
    case 'ROUND_OVER':
      return [state.nextRoundStarter ?? asSeat(0)];
    case 'GAME_OVER':
      return [];
  }
}

