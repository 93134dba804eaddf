/**
 * Scores each legal action for a gold-digger or a saboteur (higher is better). The numbers encode
 * priorities: reaching the gold beats everything for a miner; a saboteur under threat blocks the
 * frontier nearest the gold with dead ends and rockfalls, otherwise breaks the busiest builders' tools.
 */
import type { Seat } from '@tavern/engine';
import { getCardInfo, nuggetValue } from '../cards';
import { indexMaze, type MazeIndex } from '../maze';
import type { MazeCell, SaboteurAction } from '../state';
import type { SaboteurView } from '../view-types';
import { distance, frontierDistance, goalBeliefs, likelyGold, mazeOfView, placementReach, suspicion, type GoalBelief } from './reading';

/** What every score needs, computed once per decision. */
export interface Situation {
  readonly view: SaboteurView;
  readonly seat: Seat;
  readonly saboteur: boolean;
  readonly maze: readonly MazeCell[];
  readonly index: MazeIndex;
  readonly beliefs: readonly GoalBelief[];
  readonly target: GoalBelief;
  /** Frontier distance to the likely gold: how close the miners are. */
  readonly threat: number;
  readonly goldKnown: boolean;
}

/** Reads the situation off the view. */
export function situation(view: SaboteurView, seat: Seat): Situation {
  const maze = mazeOfView(view);
  const index = indexMaze(maze);
  const beliefs = goalBeliefs(view);
  const saboteur = view.me?.role === 'SABOTEUR';
  // A miner heads for the likeliest gold; a saboteur guards the possible gold the tunnels are nearest.
  const target = saboteur ? nearestPossibleGold(index, beliefs) ?? likelyGold(view) : likelyGold(view);
  return {
    view,
    seat,
    saboteur,
    maze,
    index,
    beliefs,
    target,
    threat: frontierDistance(index, target.x, target.y),
    goldKnown: target.gold >= 1,
  };
}

function nearestPossibleGold(index: MazeIndex, beliefs: readonly GoalBelief[]): GoalBelief | undefined {
  let best: GoalBelief | undefined;
  let bestDistance = Infinity;
  for (const goal of beliefs) {
    if (goal.gold <= 0) continue;
    const d = frontierDistance(index, goal.x, goal.y);
    if (d < bestDistance) {
      best = goal;
      bestDistance = d;
    }
  }
  return best;
}

/** The value of `action` for the seat in this situation. */
export function scoreAction(s: Situation, action: SaboteurAction): number {
  switch (action.type) {
    case 'pickGold':
      return nuggetValue(action.card);
    case 'startNextRound':
      return 0;
    case 'playPath':
      return scorePath(s, action);
    case 'playBrokenTool':
      return scoreBreak(s, action.target);
    case 'playRepair':
      return scoreRepair(s, action.target);
    case 'playRockfall':
      return scoreRockfall(s, action.x, action.y);
    case 'playMap': {
      const belief = s.beliefs.find((goal) => goal.x === action.x && goal.y === action.y);
      const useful = !s.goldKnown && (belief?.gold ?? 0) > 0;
      // Look first where a path is heading: the likely target, nearest the frontier.
      return useful ? 38 - frontierDistance(s.index, action.x, action.y) + (action.y === s.target.y ? 2 : 0) : -20;
    }
    case 'discard':
      return scoreDiscard(s, action.card);
  }
}

function scorePath(s: Situation, action: Extract<SaboteurAction, { type: 'playPath' }>): number {
  let goldReach = 0;
  for (const goal of s.beliefs) {
    const reach = placementReach(s.maze, action, goal.x, goal.y);
    if (reach.reachesGoal) goldReach = Math.max(goldReach, goal.gold);
  }
  const reach = placementReach(s.maze, action, s.target.x, s.target.y);
  const here = distance(action.x, action.y, s.target.x, s.target.y);
  if (s.saboteur) {
    if (goldReach > 0) return -1000 * goldReach;
    // A dead end right on the frontier nearest the gold blocks best; urgency grows as miners close in.
    if (reach.deadEnd) return 40 + Math.max(0, 8 - s.threat) * 5 - (here - s.threat) * 6;
    const improvement = s.threat - reach.distance;
    return 8 - 15 * improvement;
  }
  if (goldReach > 0) return 1000 * goldReach;
  if (reach.deadEnd) return -100;
  const improvement = s.threat - reach.distance;
  return improvement > 0 ? 60 + 10 * improvement - 0.5 * here : 12 + 5 * improvement - 0.5 * here;
}

function advancement(s: Situation, seat: number): number {
  const plays = s.view.players[seat]?.plays;
  return plays === undefined ? 0 : plays.paths - plays.deadEnds;
}

function scoreBreak(s: Situation, target: number): number {
  if (target === s.seat) return -1000;
  const suspect = suspicion(s.view, target as Seat);
  if (s.saboteur) {
    // Break the tools of the busiest builders, most of all when the tunnel is close to the gold.
    return 38 + 2 * Math.min(5, advancement(s, target)) - 3 * suspect;
  }
  return suspect >= 2 ? 40 + 5 * suspect : -20;
}

function scoreRepair(s: Situation, target: number): number {
  if (target === s.seat) return 70;
  const suspect = suspicion(s.view, target as Seat);
  if (s.saboteur) return suspect >= 2 ? 20 : -30;
  return suspect <= 0 ? 45 + 3 * advancement(s, target) : -30;
}

function scoreRockfall(s: Situation, x: number, y: number): number {
  const card = s.view.maze.find((cell) => cell.x === x && cell.y === y)?.card ?? '';
  const info = getCardInfo(card);
  const deadEnd = info?.kind === 'tunnel' && !info.shape.connected;
  const far = distance(x, y, s.target.x, s.target.y);
  if (s.saboteur) {
    if (deadEnd) return -50;
    // Cut the tunnel where it is closest to the gold, when the miners are getting there.
    return (s.threat <= 4 ? 75 : 20) - 4 * (far - s.threat);
  }
  // A miner clears a dead end that blocks the way to the gold.
  return deadEnd && far <= s.threat + 2 ? 50 - 3 * far : -50;
}

function scoreDiscard(s: Situation, card: string): number {
  const info = getCardInfo(card);
  switch (info?.kind) {
    case 'tunnel':
      return s.saboteur ? (info.shape.connected ? 4 : -5) : info.shape.connected ? 1 : 6;
    case 'map':
      return s.goldKnown ? 5 : -5;
    case 'repair':
      return s.saboteur ? 3 : -3;
    case 'brokenTool':
      return s.saboteur ? -5 : 2;
    case 'rockfall':
      return s.saboteur ? -6 : 3;
    case undefined:
      return 0;
  }
}
