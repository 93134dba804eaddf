import type { Seat } from '@tavern/engine';

/**
 * One information set of the search: the decisions of `seat` that the search cannot tell apart.
 * Its edges are that seat's actions, keyed by their JSON text.
 */
export interface TreeNode<A> {
  readonly seat: Seat;
  readonly edges: Map<string, Edge<A>>;
}

/**
 * An action out of a node, with UCT statistics. `available` counts the visits of the node in
 * which this action was legal (the availability count of ISMCTS), so actions that exist only in
 * some determinizations are not starved or over-explored.
 */
export interface Edge<A> {
  readonly action: A;
  visits: number;
  /** Sum of the rewards of the node's seat over the visits. */
  reward: number;
  available: number;
  /** Successor nodes, keyed by who acts next and what they know. */
  readonly children: Map<string, TreeNode<A>>;
}

/** A fresh node for `seat`. */
export function createNode<A>(seat: Seat): TreeNode<A> {
  return { seat, edges: new Map() };
}

/** A fresh edge for `action`, available once (now). */
export function createEdge<A>(action: A): Edge<A> {
  return { action, visits: 0, reward: 0, available: 1, children: new Map() };
}

/** The child of `edge` keyed by `key`, created for `seat` when first reached. */
export function childNode<A>(edge: Edge<A>, key: string, seat: Seat): TreeNode<A> {
  let child = edge.children.get(key);
  if (child === undefined) {
    child = createNode<A>(seat);
    edge.children.set(key, child);
  }
  return child;
}

/**
 * The UCB1 score of an edge with availability counts. An edge never visited (its iteration failed
 * in a broken sampled world) scores Infinity, so it is tried again first.
 */
export function ucbScore(edge: Edge<unknown>, exploration: number): number {
  if (edge.visits === 0) return Infinity;
  return (
    edge.reward / edge.visits + exploration * Math.sqrt(Math.log(edge.available) / edge.visits)
  );
}

/** The edge visited most often (ties go to the higher mean reward), or null when none. */
export function mostVisited<A>(edges: Iterable<Edge<A>>): Edge<A> | null {
  let best: Edge<A> | null = null;
  for (const edge of edges) {
    if (
      best === null ||
      edge.visits > best.visits ||
      (edge.visits === best.visits && edge.reward > best.reward)
    ) {
      best = edge;
    }
  }
  return best;
}
