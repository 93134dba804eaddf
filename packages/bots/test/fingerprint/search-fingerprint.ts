import { createHash } from 'node:crypto';
import { seededRng, type AnyGameModule, type GameState } from '@tavern/engine';
import { gameModule as godsGambit } from '@tavern/gods-gambit';
import { gameModule as regicide } from '@tavern/regicide';
import { gameModule as saboteur } from '@tavern/saboteur';
import { gameModule as sanguosha } from '@tavern/sanguosha';
import { ismctsSearcher, type IsmctsOptions, type SearchResult } from '../../src/index';
import { randomState } from '../helpers';
import { toyModule } from '../toy/toy-module';

/** One seeded search: a game, a table size, search options and the states searched from. */
export interface FingerprintCase {
  readonly name: string;
  readonly module: AnyGameModule;
  readonly players: number;
  readonly options: IsmctsOptions<GameState, unknown>;
  readonly states: number;
}

const base = { iterations: 250 } as const;

/** Every game, both rollout policies, and the tree keys and priors a game's hints may pick. */
export const FINGERPRINT_CASES: readonly FingerprintCase[] = [
  { name: 'toy 2p heuristic', module: toyModule, players: 2, options: base, states: 3 },
  {
    name: 'toy 3p random view',
    module: toyModule,
    players: 3,
    options: { ...base, rollout: 'random', treeKey: 'view' },
    states: 3,
  },
  { name: 'regicide 1p heuristic', module: regicide, players: 1, options: base, states: 3 },
  {
    name: 'regicide 2p random',
    module: regicide,
    players: 2,
    options: { ...base, rollout: 'random' },
    states: 3,
  },
  {
    name: 'regicide 4p history',
    module: regicide,
    players: 4,
    options: { ...base, treeKey: 'history' },
    states: 3,
  },
  { name: 'gods-gambit 2p heuristic', module: godsGambit, players: 2, options: base, states: 3 },
  {
    name: 'gods-gambit 4p random prior',
    module: godsGambit,
    players: 4,
    options: { ...base, rollout: 'random', treePrior: true },
    states: 3,
  },
  { name: 'saboteur 5p heuristic', module: saboteur, players: 5, options: base, states: 3 },
  {
    name: 'saboteur 5p random view',
    module: saboteur,
    players: 5,
    options: { ...base, rollout: 'random', treeKey: 'view' },
    states: 2,
  },
  { name: 'sanguosha 5p heuristic', module: sanguosha, players: 5, options: base, states: 4 },
  {
    name: 'sanguosha 5p random prior',
    module: sanguosha,
    players: 5,
    options: { ...base, rollout: 'random', treePrior: true },
    states: 3,
  },
  {
    name: 'sanguosha 4p view',
    module: sanguosha,
    players: 4,
    options: { ...base, treeKey: 'view' },
    states: 2,
  },
];

/**
 * A digest of a whole search tree: every edge's action, visits, reward and availability, and its
 * children, in the order the search created them. Two searches with equal digests made the same
 * decisions at every node, not only at the root.
 */
function treeDigest(result: SearchResult<unknown>): string {
  const hash = createHash('sha256');
  hash.update(`${JSON.stringify(result.action)}|${result.iterations}|${result.failedIterations}\n`);
  const walk = (node: SearchResult<unknown>['root'], depth: number): void => {
    for (const edge of node.edges.values()) {
      hash.update(
        `${depth}:${JSON.stringify(edge.action)}:${edge.visits}:${edge.reward}:${edge.available}\n`,
      );
      for (const [key, child] of edge.children) {
        hash.update(`${depth}>${key}@${child.seat}\n`);
        walk(child, depth + 1);
      }
    }
  };
  walk(result.root, 0);
  return hash.digest('hex').slice(0, 16);
}

/** The digests of one case's searches, one per seeded state. */
export function fingerprint(entry: FingerprintCase): string[] {
  const def = entry.module.def;
  const search = ismctsSearcher(entry.module, { ...entry.options, seed: `fp:${entry.name}` });
  const out: string[] = [];
  for (let i = 0; i < entry.states; i++) {
    // The first state of the walk where the seat has a real choice (one legal action is not searched).
    let steps = 5 + 11 * i;
    let reached = randomState(def, entry.players, `fp:${entry.name}:${i}`, steps);
    while (def.legalActions(reached.state, reached.seat).length < 2)
      reached = randomState(def, entry.players, `fp:${entry.name}:${i}`, ++steps);
    const { state, seat } = reached;
    const legal = def.legalActions(state, seat);
    out.push(
      treeDigest(search({ seat, view: def.view(state, seat), legal, rng: seededRng(`fp${i}`) })),
    );
  }
  return out;
}
