// CPU time of what the server does for each seat after every action, per game: the seat's update
// (`buildUpdate`: its view and legal actions), the delta from its last one (`deltaOf`: the view
// patch and the compact legal list), and its JSON text. Seeded games between the heuristic bots are
// recorded first, then replayed `--rounds` times with the timers on. Run:
// `npx tsx packages/server/bench/frames-cost.ts [--games 4] [--rounds 3] [--seed frames] [--game regicide]`.
import { parseArgs } from 'node:util';
import {
  Match,
  asSeat,
  seededRng,
  type Action,
  type AnyGameModule,
  type GameEvent,
  type Seat,
  type Viewer,
} from '@tavern/engine';
import type { UpdateMessage } from '@tavern/engine/protocol';
import { defaultGames } from '@tavern/game-registry';
import { buildUpdate, sharedUpdate } from '../src/rooms/room-update';
import { deltaOf } from '../src/rooms/viewer-updates';

const TABLES = [
  { game: 'sanguosha', seats: 8 },
  { game: 'saboteur', seats: 5 },
  { game: 'regicide', seats: 2 },
  { game: 'gods-gambit', seats: 4 },
] as const;

type Played = readonly { readonly seat: Seat; readonly action: Action }[];

function record(module: AnyGameModule, seats: number, seed: string): Played {
  const match = Match.start(module.def, seats, seed);
  const rng = seededRng(`${seed}-bots`);
  const played: { seat: Seat; action: Action }[] = [];
  while (played.length < module.def.maxSteps && module.def.outcome(match.state) === null) {
    const seat = module.def.toAct(match.state)[0];
    if (seat === undefined) break;
    const legal = module.def.legalActions(match.state, seat);
    const action = module.heuristicBot({ seat, view: module.def.view(match.state, seat), legal, rng });
    match.act(seat, action);
    played.push({ seat, action });
  }
  return played;
}

interface Cost {
  build: number;
  delta: number;
  text: number;
  seatUpdates: number;
  actions: number;
}

function replay(module: AnyGameModule, seats: number, seed: string, played: Played, cost: Cost): void {
  const match = Match.start(module.def, seats, seed);
  const viewers: Viewer[] = Array.from({ length: seats }, (_, i) => asSeat(i));
  const last = new Map<Viewer, UpdateMessage>();
  for (const viewer of viewers) last.set(viewer, buildUpdate(module.def, match, sharedUpdate(module.def, match, []), viewer, []));
  for (const { seat, action } of played) {
    const events: readonly GameEvent[] = match.act(seat, action).events;
    const shared = sharedUpdate(module.def, match, []);
    for (const viewer of viewers) {
      const t0 = performance.now();
      const update = buildUpdate(module.def, match, shared, viewer, events);
      const t1 = performance.now();
      const delta = deltaOf(last.get(viewer) ?? update, update);
      const t2 = performance.now();
      JSON.stringify(delta);
      const t3 = performance.now();
      cost.build += t1 - t0;
      cost.delta += t2 - t1;
      cost.text += t3 - t2;
      cost.seatUpdates++;
      last.set(viewer, update);
    }
    cost.actions++;
  }
}

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '3' },
    seed: { type: 'string', default: 'frames' },
    game: { type: 'string', default: '' },
  },
});
const micro = (ms: number, per: number): string => ((1000 * ms) / Math.max(1, per)).toFixed(1);
for (const table of TABLES.filter((t) => values.game === '' || t.game === values.game)) {
  const module = defaultGames.find((m) => m.def.id === table.game);
  if (module === undefined) throw new Error(`no game ${table.game}`);
  const seeds = Array.from({ length: Number(values.games) }, (_, g) => `${values.seed}-${String(g)}`);
  const games = seeds.map((seed) => ({ seed, played: record(module, table.seats, seed) }));
  for (const { seed, played } of games) replay(module, table.seats, seed, played, { build: 0, delta: 0, text: 0, seatUpdates: 0, actions: 0 });
  const cost: Cost = { build: 0, delta: 0, text: 0, seatUpdates: 0, actions: 0 };
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const { seed, played } of games) replay(module, table.seats, seed, played, cost);
  }
  const total = cost.build + cost.delta + cost.text;
  console.log(
    `${table.game} ${String(table.seats)}p: ${micro(total, cost.actions)} µs per action for all seats ` +
      `(per seat update: build ${micro(cost.build, cost.seatUpdates)}, delta ${micro(cost.delta, cost.seatUpdates)}, ` +
      `text ${micro(cost.text, cost.seatUpdates)} µs; ${String(cost.actions)} actions)`,
  );
}
