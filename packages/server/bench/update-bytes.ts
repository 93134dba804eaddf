// Bytes per update, per game: seeded games between the games' heuristic bots, and at every applied
// action the frame each seat would receive, serialised as the server serialises it. Run:
// `npx tsx packages/server/bench/update-bytes.ts [--games 6] [--seed bytes]`. Not a test: it prints
// figures (median and p99 per seat per update) for the full `update` frame (what every update was
// before deltas, and what a join still gets) and for the frame the server sends now.
import { parseArgs } from 'node:util';
import { Match, asSeat, seededRng, type AnyGameModule, type GameEvent, type Seat } from '@tavern/engine';
import { defaultGames } from '@tavern/game-registry';
import { buildUpdate, sharedUpdate } from '../src/rooms/room-update';
import { ViewerUpdates } from '../src/rooms/viewer-updates';

/** A game and the table size measured. */
interface Table {
  readonly game: string;
  readonly seats: number;
}

const TABLES: readonly Table[] = [
  { game: 'sanguosha', seats: 8 },
  { game: 'saboteur', seats: 5 },
  { game: 'regicide', seats: 2 },
  { game: 'regicide', seats: 4 },
  { game: 'gods-gambit', seats: 4 },
];

/** Sizes (bytes) of every seat's frame at every update of `games` seeded games. */
function measure(module: AnyGameModule, seats: number, games: number, seed: string) {
  const full: number[] = [];
  const sent: number[] = [];
  for (let g = 0; g < games; g++) {
    const match = Match.start(module.def, seats, `${seed}-${g}`);
    const viewers = new ViewerUpdates(module.def);
    const rng = seededRng(`${seed}-bots-${g}`);
    let events: readonly GameEvent[] = [];
    const all = Array.from({ length: seats }, (_, i) => asSeat(i));
    viewers.frames(match, sharedUpdate(module.def, match, []), all, []); // the join: full views
    for (let step = 0; step < module.def.maxSteps && module.def.outcome(match.state) === null; step++) {
      const seat: Seat | undefined = module.def.toAct(match.state)[0];
      if (seat === undefined) break;
      const legal = module.def.legalActions(match.state, seat);
      const view = module.def.view(match.state, seat);
      const action = module.heuristicBot({ seat, view, legal, rng });
      events = match.act(seat, action).events;
      const shared = sharedUpdate(module.def, match, []);
      for (const viewer of all) full.push(byteLength(buildUpdate(module.def, match, shared, viewer, events)));
      for (const frame of viewers.frames(match, shared, all, events).values()) {
        sent.push(byteLength(frame.delta ?? frame.full()));
      }
    }
  }
  return { full: summary(full), sent: summary(sent) };
}

function byteLength(message: unknown): number {
  return Buffer.byteLength(typeof message === 'string' ? message : JSON.stringify(message));
}

function summary(sizes: number[]): { median: number; p99: number; count: number } {
  const sorted = [...sizes].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p99: at(0.99), count: sorted.length };
}

const { values } = parseArgs({
  options: { games: { type: 'string', default: '6' }, seed: { type: 'string', default: 'bytes' } },
});
const games = Number(values.games);
for (const table of TABLES) {
  const module = defaultGames.find((m) => m.def.id === table.game);
  if (module === undefined) throw new Error(`no game ${table.game}`);
  const { full, sent } = measure(module, table.seats, games, values.seed);
  console.log(
    `${table.game} ${table.seats}p: full update median ${full.median} B, p99 ${full.p99} B; ` +
      `sent median ${sent.median} B, p99 ${sent.p99} B (${sent.count} seat-updates)`,
  );
}
