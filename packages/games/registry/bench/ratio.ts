/**
 * How far Tavern's rules are from plain mutable JavaScript, in ONE run (issue #18): first a check
 * that the mutable reference (`mutable-reference.ts`) plays the same game as Tavern's Regicide
 * (mean decisions per game and legal actions per decision over random games), then interleaved
 * rounds of random playouts: the reference, then each of Tavern's four games through its public
 * contract (setup, toAct, legalActions, apply, outcome), as `tavern bench` measures them. Prints
 * every game's rate and Regicide's ratio to the reference, per round and as medians, since the
 * machine is shared and interleaving is what makes the ratio fair.
 *
 * Run: npx tsx packages/games/regicide/bench/ratio.ts [rounds=5] [seconds per measure=1] [check games=20000]
 * (or `npm run bench:ratio -- 5 1 20000`). Regicide is measured with 2 players, like `tavern bench`.
 */
import { defaultGames } from '../src/index';
import { seededRng, type Action, type AnyGameDef, type GameState, type Seat } from '@tavern/engine';
import { referenceGame, referencePlayout } from './mutable-reference';

const rounds = Number(process.argv[2] ?? '5');
const seconds = Number(process.argv[3] ?? '1');
const checkGames = Number(process.argv[4] ?? '20000');
const REGICIDE_PLAYERS = Number(process.env['RATIO_PLAYERS'] ?? '2');

/** The player count `tavern bench` uses for a game. */
function benchPlayers(def: AnyGameDef): number {
  return Math.min(Math.max(def.minPlayers, 2), def.maxPlayers);
}

/** One random playout through the contract; returns its actions and adds legal counts to `legalSeen`. */
function tavernPlayout(def: AnyGameDef, players: number, seed: string, rng: ReturnType<typeof seededRng>, legalSeen: number[]): number {
  let state: GameState = def.setup(players, seed, def.defaultOptions);
  let actions = 0;
  while (def.outcome(state) === null && actions < def.maxSteps) {
    const toAct: readonly Seat[] = def.toAct(state);
    const seat = toAct.length === 1 ? (toAct[0] as Seat) : rng.pick(toAct);
    const legal: readonly Action[] = def.legalActions(state, seat);
    legalSeen[0] = (legalSeen[0] ?? 0) + legal.length;
    state = def.apply(state, seat, rng.pick(legal)).state;
    actions++;
  }
  return actions;
}

interface Sample {
  readonly games: number;
  /** Decisions per game, and legal actions summed over each game's decisions. */
  readonly decisions: readonly number[];
  readonly legal: readonly number[];
}

const sum = (list: readonly number[]): number => list.reduce((a, b) => a + b, 0);

function describe(name: string, s: Sample): string {
  const n = s.games;
  const mean = sum(s.decisions) / n;
  const se = Math.sqrt(sum(s.decisions.map((d) => (d - mean) ** 2)) / (n - 1) / n);
  // Legal actions per decision is a ratio of per-game sums: its standard error by the delta method.
  const ratio = sum(s.legal) / sum(s.decisions);
  const residual = s.legal.map((l, g) => l - ratio * (s.decisions[g] ?? 0));
  const ratioSe = Math.sqrt(sum(residual.map((r) => r * r)) / (n - 1) / n) / mean;
  return `${name.padEnd(22)} ${mean.toFixed(3)} ± ${se.toFixed(3)} decisions/game, ${ratio.toFixed(3)} ± ${ratioSe.toFixed(3)} legal actions/decision`;
}

function sample(games: number, playout: (g: number, legalSeen: number[]) => number): Sample {
  const decisions: number[] = [];
  const legal: number[] = [];
  for (let g = 0; g < games; g++) {
    const legalSeen = [0];
    decisions.push(playout(g, legalSeen));
    legal.push(legalSeen[0] ?? 0);
  }
  return { games, decisions, legal };
}

const regicide = defaultGames.find((m) => m.def.id === 'regicide')?.def;
if (regicide === undefined) throw new Error('Regicide is not in the game registry');

// 1. Same game? Different random streams, so the means agree within their standard errors.
const ref = referenceGame(12345);
const checkRng = seededRng('ratio-check');
console.log(`Check, ${checkGames.toLocaleString('en')} random ${REGICIDE_PLAYERS}-player games each:`);
console.log(describe('mutable reference', sample(checkGames, (_, seen) => referencePlayout(ref.game, ref.rng, REGICIDE_PLAYERS, seen))));
console.log(describe('Tavern Regicide', sample(checkGames, (g, seen) => tavernPlayout(regicide, REGICIDE_PLAYERS, `check:${g}`, checkRng, seen))));

// 2. Interleaved rates.
/** CPU milliseconds of this process: steadier than wall time on a machine shared with others. */
function cpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** Plays games for about `seconds` of CPU time; returns actions per CPU second. */
function rate(playOne: (g: number) => number): number {
  let actions = 0;
  let g = 0;
  const start = cpuMs();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    for (let k = 0; k < 20; k++) actions += playOne(g++);
    elapsed = cpuMs() - start;
  }
  return (actions / elapsed) * 1000;
}

const unused = [0];
const contestants: { readonly name: string; readonly play: (g: number) => number }[] = [
  { name: 'reference', play: () => referencePlayout(ref.game, ref.rng, REGICIDE_PLAYERS, unused) },
  ...defaultGames.map((module) => {
    const def = module.def;
    const players = def.id === 'regicide' ? REGICIDE_PLAYERS : benchPlayers(def);
    const rng = seededRng(`ratio:${def.id}`);
    return { name: `${def.id} ${players}p`, play: (g: number) => tavernPlayout(def, players, `ratio:${g}`, rng, unused) };
  }),
];

for (const c of contestants) rate(c.play); // warm-up: let the JIT settle on every game first
const rates = contestants.map(() => [] as number[]);
const ratios: number[] = [];
const fmt = (n: number): string => Math.round(n).toLocaleString('en');
const regicideIndex = contestants.findIndex((c) => c.name.startsWith('regicide'));
for (let round = 0; round < rounds; round++) {
  const line = contestants.map((c, i) => {
    const r = rate(c.play);
    rates[i]?.push(r);
    return `${c.name} ${fmt(r)}`;
  });
  const ratio = (rates[regicideIndex]?.at(-1) ?? 0) / (rates[0]?.at(-1) ?? 1);
  ratios.push(ratio);
  console.log(`round ${round + 1}: ${line.join(' | ')} actions per CPU second; regicide/reference ${ratio.toFixed(3)}`);
}
const median = (list: readonly number[]): number => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
console.log(`median actions per CPU second: ${contestants.map((c, i) => `${c.name} ${fmt(median(rates[i] ?? []))}`).join(' | ')}`);
console.log(`median regicide/reference ratio: ${median(ratios).toFixed(3)} (rounds: ${ratios.map((r) => r.toFixed(3)).join(', ')})`);
