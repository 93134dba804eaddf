import type { GameState } from '@tavern/engine';
import { allSeats, seededRng, type Action, type AnyGameModule, type Bot, type Outcome, type Seat } from '@tavern/engine';

/** What to simulate. */
export interface SimulationOptions {
  readonly module: AnyGameModule;
  readonly players: number;
  readonly games: number;
  readonly seed: string;
  /** One bot per seat. */
  readonly bots: readonly Bot<unknown, Action>[];
  readonly options?: unknown;
  readonly onProgress?: (gamesDone: number) => void;
}

/** Totals over all simulated games; the same seed always gives the same totals. */
export interface SimulationResult {
  readonly games: number;
  readonly unfinished: number;
  readonly decisions: number;
  /** Games won by each seat (index = seat). */
  readonly winsBySeat: readonly number[];
  /** Games in which anybody won (a cooperative game's team wins). */
  readonly gamesWithWinner: number;
  /** How often each ending label occurred. */
  readonly labels: Readonly<Record<string, number>>;
  /** Sum of each outcome stat over finished games. */
  readonly statSums: Readonly<Record<string, number>>;
}

/** Plays `games` seeded games between bots that see only their own views. */
export function simulate(options: SimulationOptions): SimulationResult {
  const { module, players, bots } = options;
  const def = module.def;
  const gameOptions: unknown = options.options ?? def.defaultOptions;
  const winsBySeat = allSeats(players).map(() => 0);
  const labels: Record<string, number> = {};
  const statSums: Record<string, number> = {};
  let decisions = 0;
  let unfinished = 0;
  let gamesWithWinner = 0;
  for (let g = 0; g < options.games; g++) {
    const seed = `${options.seed}:${g}`;
    const rng = seededRng(`bots:${seed}`);
    let state: GameState = def.setup(players, seed, gameOptions);
    let outcome: Outcome | null = def.outcome(state);
    let steps = 0;
    while (outcome === null && steps < def.maxSteps) {
      const toAct: readonly Seat[] = def.toAct(state);
      const seat = toAct[0] as Seat;
      const bot = bots[seat] as Bot<unknown, Action>;
      const legal: readonly Action[] = def.legalActions(state, seat);
      const action = bot({ seat, view: def.view(state, seat), legal, rng });
      state = def.apply(state, seat, action).state;
      outcome = def.outcome(state);
      steps++;
    }
    decisions += steps;
    options.onProgress?.(g + 1);
    if (outcome === null) {
      unfinished++;
      continue;
    }
    for (const winner of outcome.winners) winsBySeat[winner] = (winsBySeat[winner] ?? 0) + 1;
    if (outcome.winners.length > 0) gamesWithWinner++;
    labels[outcome.label] = (labels[outcome.label] ?? 0) + 1;
    for (const [key, value] of Object.entries(outcome.stats)) statSums[key] = (statSums[key] ?? 0) + value;
  }
  return { games: options.games, unfinished, decisions, winsBySeat, gamesWithWinner, labels, statSums };
}
