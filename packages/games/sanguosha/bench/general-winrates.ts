// Role and per-general win rates of heuristic bots over many games with the full general pool.
// Run: npx tsx packages/games/sanguosha/bench/general-winrates.ts [games] [players] [shard] [shards]
// Shards split the seeds (g ≡ shard mod shards) so several processes can share the work; the script prints
// its raw counts as JSON on the last line so shard outputs can be summed.
import { seededRng, type Seat } from '@tavern/engine';
import { generalDef } from '../src/generals';
import { game, heuristicBot } from '../src/index';

const games = Number(process.argv[2] ?? 2000);
const players = Number(process.argv[3] ?? 5);
const shard = Number(process.argv[4] ?? 0);
const shards = Number(process.argv[5] ?? 1);
const roleWins: Record<string, number> = { lord: 0, loyalist: 0, rebel: 0, spy: 0, draw: 0 };
const played: Record<string, number> = {};
const won: Record<string, number> = {};
let count = 0;
let turns = 0;
for (let g = shard; g < games; g += shards) {
  const rng = seededRng(`general-winrates:${g}`);
  let state = game.setup(players, `general-winrates:${g}`, game.defaultOptions);
  while (game.outcome(state) === null) {
    const seat: Seat = rng.pick(game.toAct(state));
    const legal = game.legalActions(state, seat);
    state = game.apply(state, seat, heuristicBot({ seat, view: game.view(state, seat), legal, rng })).state;
  }
  const outcome = game.outcome(state);
  if (outcome === null) continue;
  count++;
  turns += outcome.stats['turns'] ?? 0;
  for (const role of ['lord', 'loyalist', 'rebel', 'spy']) roleWins[role] = (roleWins[role] ?? 0) + (outcome.stats[`${role}Won`] ?? 0);
  roleWins['draw'] = (roleWins['draw'] ?? 0) + (outcome.stats['draw'] ?? 0);
  state.players.forEach((p, seat) => {
    if (p.general === null) return;
    played[p.general] = (played[p.general] ?? 0) + 1;
    if (outcome.winners.includes(seat as Seat)) won[p.general] = (won[p.general] ?? 0) + 1;
  });
}
const pct = (n: number, d: number): string => `${((n / Math.max(1, d)) * 100).toFixed(1)}%`;
const line = (text: string): void => {
  globalThis.process.stdout.write(`${text}\n`);
};
line(`${count} games, ${players} players, mean ${(turns / Math.max(1, count)).toFixed(1)} turns`);
line(['lord', 'loyalist', 'rebel', 'spy', 'draw'].map((r) => `${r} ${pct(roleWins[r] ?? 0, count)}`).join('  '));
line('| General | Pack | Games | Win rate |');
line('|---|---|---|---|');
for (const id of Object.keys(played).sort((a, b) => (won[b] ?? 0) / (played[b] ?? 1) - (won[a] ?? 0) / (played[a] ?? 1))) {
  const def = generalDef(id);
  line(`| ${def.name} | ${def.pack} | ${String(played[id] ?? 0)} | ${pct(won[id] ?? 0, played[id] ?? 0)} |`);
}
line(JSON.stringify({ count, turns, roleWins, played, won }));
