/**
 * How often each role makes each public play in 5-player heuristic self-play: the per-play
 * likelihoods behind the search's role belief (src/search/belief.ts).
 * Run: npx tsx packages/games/saboteur/bench/role-evidence.ts [games]
 */
import { asSeat, seededRng } from '@tavern/engine';
import { getCardInfo, roleOf } from '../src/cards';
import { game, heuristicBot } from '../src/index';

const games = Number(process.argv[2] ?? 100);
const rng = seededRng('role-evidence');
const kinds = ['path', 'deadEnd', 'rockfall', 'brokenTool', 'repair', 'map', 'discard'] as const;
const counts = { SABOTEUR: new Map<string, number>(), GOLD_DIGGER: new Map<string, number>() };
for (let g = 0; g < games; g++) {
  let state = game.setup(5, `evidence:${g}`, game.defaultOptions);
  while (game.outcome(state) === null) {
    const seat = asSeat(rng.pick(game.toAct(state)));
    const legal = game.legalActions(state, seat);
    const action = heuristicBot({ seat, view: game.view(state, seat), legal, rng });
    if (state.phase === 'PLAYING') {
      const role = roleOf(state.roles[seat] as string);
      const info = 'card' in action ? getCardInfo(action.card) : undefined;
      const kind =
        action.type === 'playPath'
          ? info?.kind === 'tunnel' && !info.shape.connected
            ? 'deadEnd'
            : 'path'
          : action.type === 'playRockfall'
            ? 'rockfall'
            : action.type === 'playBrokenTool'
              ? 'brokenTool'
              : action.type === 'playRepair'
                ? 'repair'
                : action.type === 'playMap'
                  ? 'map'
                  : 'discard';
      counts[role].set(kind, (counts[role].get(kind) ?? 0) + 1);
    }
    state = game.apply(state, seat, action).state;
  }
}
for (const role of ['SABOTEUR', 'GOLD_DIGGER'] as const) {
  const total = [...counts[role].values()].reduce((a, b) => a + b, 0);
  process.stdout.write(`${role.padEnd(12)} ${kinds.map((k) => `${k} ${((counts[role].get(k) ?? 0) / total).toFixed(3)}`).join('  ')}\n`);
}
