import {
  type Action,
  type GameModule,
  type GameState,
  type Outcome,
  type Rng,
  type Seat,
} from '@tavern/engine';
import type { Determinizer, Evaluator, RolloutPolicy, TerminalReward, TreeKey } from './options';
import { createScratch, expandHeuristicChoice, selectOrExpand, type Scratch } from './select';
import { childNode, createNode, mostVisited, type Edge, type TreeNode } from './tree';

/** Everything one search needs, with every default already resolved. */
export interface SearchSettings<S extends GameState, V> {
  readonly maxIterations: number;
  /** The clock time at which to stop, or Infinity for an iteration budget only. */
  readonly deadline: number;
  readonly now: () => number;
  readonly rollout: RolloutPolicy;
  readonly maxRolloutDepth: number;
  readonly evaluate: Evaluator<S> | null;
  readonly reward: TerminalReward<S> | null;
  readonly determinize: Determinizer<S, V>;
  readonly exploration: number;
  readonly treeKey: TreeKey;
  readonly rootPrior: boolean;
  readonly treePrior: boolean;
}

/** The seat's own information: exactly what a bot receives, minus the generator. */
export interface SearchRoot<V, A extends Action> {
  readonly seat: Seat;
  readonly view: V;
  readonly legal: readonly A[];
}

/** What a search found: the chosen action (one of the root's legal actions) and its statistics. */
export interface SearchResult<A> {
  readonly action: A;
  readonly iterations: number;
  /** Iterations dropped because a sampled world threw (a bug in the game's determinize or rules). */
  readonly failedIterations: number;
  readonly root: TreeNode<A>;
}

/**
 * Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012). Each iteration samples
 * one world from the root seat's view, walks the tree with UCT restricted to the actions legal in
 * that world (availability counts), expands one action, plays the world out (random or heuristic,
 * up to a depth cap, then `evaluate`), and credits every acting seat with its own reward.
 * The search never sees a real state: only `root.view` and the worlds sampled from it.
 */
export function runSearch<S extends GameState, A extends Action, V, O>(
  module: GameModule<S, A, V, O>,
  root: SearchRoot<V, A>,
  settings: SearchSettings<S, V>,
  rng: Rng,
): SearchResult<A> {
  const tree = createNode<A>(root.seat);
  const ordered = settings.rootPrior ? heuristicFirst(module, root, rng) : root.legal;
  const orderedKeys = ordered.map((action) => JSON.stringify(action));
  let window = ordered.length;
  let searched: SearchRoot<V, A> = root;
  let searchedKeys: readonly string[] = orderedKeys;
  let iterations = 0;
  let failed = 0;
  const scratch = createScratch();
  do {
    if (settings.rootPrior) {
      // Progressive widening at the root: the heuristic's choice first, then one more action
      // each time the iterations pass the next square, so small budgets are not spent trying
      // each of a hundred placements once.
      const wanted = Math.min(ordered.length, 1 + Math.floor(Math.sqrt(iterations)));
      if (wanted !== window || iterations === 0) {
        window = wanted;
        searched = { ...root, legal: ordered.slice(0, window) };
        searchedKeys = orderedKeys.slice(0, window);
      }
    }
    try {
      runIteration(module, searched, searchedKeys, tree, settings, rng, scratch);
    } catch {
      // A sampled world that refuses a listed action, or trips a rules invariant, means the game's
      // determinize (or rules) has a bug that only sampled worlds reach; the iteration is dropped
      // (and counted) rather than the bot failing its player.
      failed++;
    }
    iterations++;
  } while (
    iterations < settings.maxIterations &&
    (settings.deadline === Infinity || settings.now() < settings.deadline)
  );
  // Every sampled world failed: the search knows nothing, so the game's own heuristic decides.
  const action =
    failed === iterations
      ? module.heuristicBot({ seat: root.seat, view: root.view, legal: root.legal, rng })
      : chooseAction(tree, root.legal, rng);
  return { action, iterations, failedIterations: failed, root: tree };
}

/** The root's legal actions with the game's heuristic choice first and the rest shuffled. */
function heuristicFirst<S extends GameState, A extends Action, V, O>(
  module: GameModule<S, A, V, O>,
  root: SearchRoot<V, A>,
  rng: Rng,
): readonly A[] {
  const preferred = module.heuristicBot({
    seat: root.seat,
    view: root.view,
    legal: root.legal,
    rng,
  });
  const rest = rng.shuffle(root.legal.filter((action) => action !== preferred));
  return root.legal.includes(preferred) ? [preferred, ...rest] : rest;
}

/** The most visited root action, taken from the caller's own legal list (never a sampled copy). */
function chooseAction<A extends Action>(tree: TreeNode<A>, legal: readonly A[], rng: Rng): A {
  const byKey = new Map<string, A>();
  for (const action of legal) byKey.set(JSON.stringify(action), action);
  const candidates: Edge<A>[] = [];
  for (const [key, edge] of tree.edges) if (byKey.has(key)) candidates.push(edge);
  const best = mostVisited(candidates);
  return best === null ? rng.pick(legal) : (byKey.get(JSON.stringify(best.action)) as A);
}

function runIteration<S extends GameState, A extends Action, V, O>(
  module: GameModule<S, A, V, O>,
  root: SearchRoot<V, A>,
  rootKeys: readonly string[],
  tree: TreeNode<A>,
  settings: SearchSettings<S, V>,
  rng: Rng,
  scratch: Scratch,
): void {
  const def = module.def;
  let world = settings.determinize(root.view, root.seat, rng);
  let node = tree;
  // The path walked, in scratch arrays reused by every iteration (`depth` entries are this one's).
  const nodes = scratch.nodes as TreeNode<A>[];
  const edges = scratch.path as Edge<A>[];
  let depth = 0;
  let outcome: Outcome | null = def.outcome(world);
  while (outcome === null) {
    // At the root the legal actions are the seat's own (the same in every sampled world), so
    // their keys are computed once per search.
    const legal = node === tree ? root.legal : def.legalActions(world, node.seat);
    if (legal.length === 0) break;
    const edge =
      settings.treePrior && node !== tree && node.edges.size === 0 && legal.length > 1
        ? expandHeuristicChoice(module, node, world, legal, rng)
        : selectOrExpand(
            node,
            legal,
            node === tree ? rootKeys : null,
            settings.exploration,
            rng,
            scratch,
          );
    world = def.apply(world, node.seat, edge.action).state;
    nodes[depth] = node;
    edges[depth] = edge;
    depth++;
    outcome = def.outcome(world);
    if (edge.visits === 0 || outcome !== null) break;
    const next = pickActor(def.toAct(world), rng);
    if (next === null) break;
    const byView =
      settings.treeKey === 'view' || (settings.treeKey === 'hybrid' && next === root.seat);
    const key = byView ? `${next}|${JSON.stringify(def.view(world, next))}` : `${next}`;
    node = childNode(edge, key, next);
  }
  if (outcome === null) {
    const end = playOut(module, world, settings, rng);
    world = end.world;
    outcome = end.outcome;
  }
  const memo = scratch.rewards;
  memo.length = 0;
  for (let i = 0; i < depth; i++) {
    const edge = edges[i] as Edge<A>;
    const seat = (nodes[i] as TreeNode<A>).seat;
    let value = memo[seat];
    if (value === undefined) {
      value = seatReward(outcome, world, settings, seat);
      memo[seat] = value;
    }
    edge.visits++;
    edge.reward += value;
  }
}

/** Who acts next in a sampled world: the only seat, or one of several chosen at random. */
function pickActor(toAct: readonly Seat[], rng: Rng): Seat | null {
  if (toAct.length === 0) return null;
  return toAct.length === 1 ? (toAct[0] as Seat) : rng.pick(toAct);
}

/** Plays a sampled world on with the rollout policy until it ends or reaches the depth cap. */
function playOut<S extends GameState, A extends Action, V, O>(
  module: GameModule<S, A, V, O>,
  start: S,
  settings: SearchSettings<S, V>,
  rng: Rng,
): { world: S; outcome: Outcome | null } {
  const def = module.def;
  let world = start;
  for (let depth = 0; depth < settings.maxRolloutDepth; depth++) {
    const seat = pickActor(def.toAct(world), rng);
    if (seat === null) break;
    const legal = def.legalActions(world, seat);
    if (legal.length === 0) break;
    const action =
      legal.length === 1
        ? (legal[0] as A)
        : settings.rollout === 'heuristic'
          ? module.heuristicBot({ seat, view: def.view(world, seat), legal, rng })
          : rng.pick(legal);
    world = def.apply(world, seat, action).state;
    const outcome = def.outcome(world);
    if (outcome !== null) return { world, outcome };
  }
  return { world, outcome: def.outcome(world) };
}

/**
 * A seat's reward in [0, 1]: for a finished game, the terminal reward (by default 1 for a winner,
 * 0 otherwise); where the rollout stopped at its cap, the evaluation (or 0.5, no opinion).
 */
function seatReward<S extends GameState, V>(
  outcome: Outcome | null,
  world: S,
  settings: SearchSettings<S, V>,
  seat: Seat,
): number {
  if (outcome !== null) {
    if (settings.reward === null) return outcome.winners.includes(seat) ? 1 : 0;
    return clamp(settings.reward(outcome, world, seat));
  }
  return settings.evaluate === null ? 0.5 : clamp(settings.evaluate(world, seat));
}

const clamp = (value: number): number => Math.min(1, Math.max(0, value));
