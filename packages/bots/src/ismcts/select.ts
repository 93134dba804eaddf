import type { Action, GameModule, GameState, Rng } from '@tavern/engine';
import { actionKey } from './action-key';
import { createEdge, ucbScore, type Edge, type TreeNode } from './tree';

/**
 * Arrays one search reuses in every iteration, so that selection and backpropagation allocate
 * nothing per visit: the path walked, each seat's reward, and the legal actions' keys and edges.
 * Owned by one search (not shared by the module), so a search nested in a game's heuristic is safe.
 */
export interface Scratch {
  readonly nodes: TreeNode<unknown>[];
  readonly path: Edge<unknown>[];
  /** Each seat's reward in the current iteration, by seat (computed once per seat). */
  readonly rewards: number[];
  readonly keys: string[];
  readonly edges: (Edge<unknown> | undefined)[];
}

export const createScratch = (): Scratch => ({
  nodes: [],
  path: [],
  rewards: [],
  keys: [],
  edges: [],
});

/**
 * Marks every legal edge available, then expands one untried action if there is any (chosen at
 * random), else returns the legal edge with the best UCB score. `keys` are the actions' keys when
 * already known.
 */
export function selectOrExpand<A extends Action>(
  node: TreeNode<A>,
  legal: readonly A[],
  keys: readonly string[] | null,
  exploration: number,
  rng: Rng,
  scratch: Scratch,
): Edge<A> {
  if (node.edges.size === 0) {
    // A node met for the first time: every action is untried, so key only the one expanded.
    const index = rng.int(legal.length);
    return expand(node, legal[index] as A, keys?.[index] ?? actionKey(legal[index] as A));
  }
  const legalKeys = scratch.keys;
  const legalEdges = scratch.edges as (Edge<A> | undefined)[];
  let untried = 0;
  for (let i = 0; i < legal.length; i++) {
    const key = keys === null ? actionKey(legal[i] as A) : (keys[i] as string);
    const edge = node.edges.get(key);
    legalKeys[i] = key;
    legalEdges[i] = edge;
    if (edge === undefined) untried++;
    else edge.available++;
  }
  if (untried > 0) {
    // The pick-th untried action in legal order.
    let pick = rng.int(untried);
    for (let i = 0; i < legal.length; i++) {
      if (legalEdges[i] !== undefined) continue;
      if (pick-- === 0) return expand(node, legal[i] as A, legalKeys[i] as string);
    }
  }
  let best: Edge<A> | null = null;
  let bestScore = -Infinity;
  for (let i = 0; i < legal.length; i++) {
    const edge = legalEdges[i] as Edge<A>;
    const score = ucbScore(edge, exploration);
    if (score > bestScore) {
      bestScore = score;
      best = edge;
    }
  }
  return best as Edge<A>;
}

/** Expands, at a node met for the first time, the action the game's heuristic bot would take there. */
export function expandHeuristicChoice<S extends GameState, A extends Action, V, O>(
  module: GameModule<S, A, V, O>,
  node: TreeNode<A>,
  world: S,
  legal: readonly A[],
  rng: Rng,
): Edge<A> {
  const action = module.heuristicBot({
    seat: node.seat,
    view: module.def.view(world, node.seat),
    legal,
    rng,
  });
  return expand(node, action, actionKey(action));
}

function expand<A>(node: TreeNode<A>, action: A, key: string): Edge<A> {
  const edge = createEdge(action);
  node.edges.set(key, edge);
  return edge;
}
